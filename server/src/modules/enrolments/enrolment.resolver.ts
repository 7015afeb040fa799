// GraphQL adapter of enrolments in a course (courseId) or an event (eventId): the public
// enrol, and for administrators and editors the list, attendance and the committee's
// cancellation. The same service as the REST routes (enrolments.routes.ts); the CSV export
// is a file, REST only.
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { AppError } from '../../errors.js';
import type { RequestScope } from '../../domain/scope.js';
import {
  AttendanceArgs,
  EnrolArgs,
  EnrolmentReceipt,
  EnrolmentRow,
  EnrolmentTargetArgs,
  enrolmentMessages,
} from './enrolment.args.js';
import { courseTarget, eventTarget } from './enrolment-target.js';
import { EnrolmentService } from './enrolment.service.js';

/**
 * The service of the course or the event the arguments name, and its id: exactly one of
 * them. The staff's operations ask the policy first, so that a refusal comes before any
 * question about the arguments.
 */
function serviceFor(
  scope: RequestScope,
  { courseId, eventId }: EnrolmentTargetArgs,
): { service: EnrolmentService; id: string } {
  const course = courseId ?? null;
  const event = eventId ?? null;
  if ((course === null) === (event === null)) {
    throw AppError.validation({ courseId: enrolmentMessages.target }, enrolmentMessages.target);
  }
  return course !== null
    ? { service: new EnrolmentService(scope, courseTarget), id: course }
    : { service: new EnrolmentService(scope, eventTarget), id: event as string };
}

/** One enrolment as the list reads it (its position among the others) after a change. */
async function rowAfter(service: EnrolmentService, itemId: string, enrolmentId: number) {
  const row = (await service.list(itemId)).find((one) => one.id === enrolmentId);
  if (!row) throw AppError.notFound(enrolmentMessages.enrolmentNotFound);
  return row;
}

@Resolver()
export class EnrolmentResolver {
  @Mutation(() => EnrolmentReceipt, {
    description:
      'Public, rate-limited per IP: enrols in a published course or event booked on the site (a seat if one is left, else the waiting list); the confirmation is e-mailed with the cancellation link. privacyConsent must be true',
  })
  enrol(
    @Args() target: EnrolmentTargetArgs,
    @Args() args: EnrolArgs,
    @Ctx() scope: RequestScope,
  ): Promise<EnrolmentReceipt> {
    const { service, id } = serviceFor(scope, target);
    return service.enrol(id, args, scope.ip);
  }

  @Authorized()
  @Query(() => [EnrolmentRow], {
    description:
      "Administrators and editors: a course's or an event's enrolments, confirmed first, then the waiting list, then the cancelled",
  })
  enrolments(
    @Args() target: EnrolmentTargetArgs,
    @Ctx() scope: RequestScope,
  ): Promise<EnrolmentRow[]> {
    scope.authorize('enrolments', 'read');
    const { service, id } = serviceFor(scope, target);
    return service.list(id);
  }

  @Authorized()
  @Mutation(() => EnrolmentRow, {
    description: 'Administrators and editors: marks whether the person came',
  })
  async setEnrolmentAttendance(
    @Args() target: EnrolmentTargetArgs,
    @Arg('id', () => ID) enrolmentId: string,
    @Args() args: AttendanceArgs,
    @Ctx() scope: RequestScope,
  ): Promise<EnrolmentRow> {
    scope.authorize('enrolments', 'write');
    const { service, id } = serviceFor(scope, target);
    const enrolment = await service.setAttendance(id, enrolmentId, args);
    return rowAfter(service, id, enrolment.id);
  }

  @Authorized()
  @Mutation(() => EnrolmentRow, {
    description:
      'Administrators and editors: cancelled by the committee; a confirmed seat goes to the first on the waiting list, told by e-mail',
  })
  async cancelEnrolment(
    @Args() target: EnrolmentTargetArgs,
    @Arg('id', () => ID) enrolmentId: string,
    @Ctx() scope: RequestScope,
  ): Promise<EnrolmentRow> {
    scope.authorize('enrolments', 'write');
    const { service, id } = serviceFor(scope, target);
    const enrolment = await service.cancel(id, enrolmentId);
    return rowAfter(service, id, enrolment.id);
  }
}
