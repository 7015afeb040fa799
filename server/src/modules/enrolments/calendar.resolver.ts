// GraphQL adapter of the site's calendar (/calendario): the published courses and events
// not yet ended, soonest first. Public: what anyone reads, whoever asks (drafts never appear, not
// even to staff browsing the site).
import type { FilterQuery } from '@mikro-orm/core';
import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { BookingMode } from '../projects/booking-mode.js';
import { Enrolment, EnrolmentStatus } from './enrolment.entity.js';
import { publishedRows } from '../../domain/publication.js';
import type { RequestScope } from '../../domain/scope.js';
import { Event } from '../events/event.entity.js';
import { Project } from '../projects/project.entity.js';
import { romeDay } from '../../platform/time/rome.js';

/** The most courses the calendar lists. */
export const CALENDAR_LIMIT = 500;

/** The published courses not yet ended (Rome's date), by start date. */
export function upcomingCourses(scope: RequestScope, now = new Date()): Promise<Project[]> {
  return scope.em.find(
    Project,
    {
      $and: [publishedRows(now) as FilterQuery<Project>, { endDate: { $gte: romeDay(now) } }],
    },
    { orderBy: { startDate: 'asc', title: 'asc', id: 'asc' }, limit: CALENDAR_LIMIT },
  );
}

/** The published events not yet ended, by start time. */
export function upcomingEvents(scope: RequestScope, now = new Date()): Promise<Event[]> {
  return scope.em.find(
    Event,
    { $and: [publishedRows(now) as FilterQuery<Event>, { endsAt: { $gte: now } }] },
    { orderBy: { startsAt: 'asc', title: 'asc', id: 'asc' }, limit: CALENDAR_LIMIT },
  );
}

/** What a course's or an event's enrolments come to. */
@ObjectType()
abstract class SeatCounts {
  @Field(() => Int, { nullable: true, description: 'The seats offered' })
  seats!: number | null;

  @Field(() => Int, { description: 'Confirmed enrolments (seats taken)' })
  confirmed!: number;

  @Field(() => Int, { description: 'Enrolments on the waiting list' })
  waitlisted!: number;
}

@ObjectType({ description: 'A course booked on the site: its seats taken and its waiting list' })
export class CourseEnrolments extends SeatCounts {
  @Field(() => Project)
  course!: Project;
}

@ObjectType({ description: 'An event booked on the site: its seats taken and its waiting list' })
export class EventEnrolments extends SeatCounts {
  @Field(() => Event)
  event!: Event;
}

/** The seats taken and the places in line of each course (projectId) or event (eventId). */
async function enrolmentCounts(
  scope: RequestScope,
  column: 'projectId' | 'eventId',
  records: readonly { id: number; seats?: number | null }[],
) {
  const active = await scope.em.find(
    Enrolment,
    {
      [column]: { $in: records.map((record) => record.id) },
      status: { $ne: EnrolmentStatus.cancelled },
    } as FilterQuery<Enrolment>,
    { fields: [column, 'status'] },
  );
  const count = (id: number, status: EnrolmentStatus) =>
    active.filter((row) => row[column] === id && row.status === status).length;
  return (record: { id: number; seats?: number | null }): SeatCounts => ({
    seats: record.seats ?? null,
    confirmed: count(record.id, EnrolmentStatus.confirmed),
    waitlisted: count(record.id, EnrolmentStatus.waitlisted),
  });
}

/**
 * The courses booked on the site (bookingMode onsite) not yet ended, soonest first, with
 * their confirmed and waiting enrolments: for those who read enrolments.
 */
export async function upcomingEnrolments(
  scope: RequestScope,
  now = new Date(),
): Promise<CourseEnrolments[]> {
  scope.authorize('enrolments', 'read');
  const courses = await scope.em.find(
    Project,
    {
      $and: [
        scope.rowsFor('projects') as FilterQuery<Project>,
        { bookingMode: BookingMode.onsite, endDate: { $gte: romeDay(now) } },
      ],
    },
    { orderBy: { startDate: 'asc', title: 'asc', id: 'asc' }, limit: CALENDAR_LIMIT },
  );
  if (courses.length === 0) return [];
  const counts = await enrolmentCounts(scope, 'projectId', courses);
  return courses.map((course) =>
    Object.assign(new CourseEnrolments(), { course, ...counts(course) }),
  );
}

/** The events booked on the site not yet ended, soonest first, with their enrolments. */
export async function upcomingEventEnrolments(
  scope: RequestScope,
  now = new Date(),
): Promise<EventEnrolments[]> {
  scope.authorize('enrolments', 'read');
  const events = await scope.em.find(
    Event,
    {
      $and: [
        scope.rowsFor('events') as FilterQuery<Event>,
        { bookingMode: BookingMode.onsite, endsAt: { $gte: now } },
      ],
    },
    { orderBy: { startsAt: 'asc', title: 'asc', id: 'asc' }, limit: CALENDAR_LIMIT },
  );
  if (events.length === 0) return [];
  const counts = await enrolmentCounts(scope, 'eventId', events);
  return events.map((event) => Object.assign(new EventEnrolments(), { event, ...counts(event) }));
}

@Resolver()
export class CalendarResolver {
  @Query(() => [Project], {
    description: 'Public: the published courses not yet ended, soonest first (the calendar)',
  })
  upcomingCourses(@Ctx() scope: RequestScope): Promise<Project[]> {
    return upcomingCourses(scope);
  }

  @Query(() => [Event], {
    description: 'Public: the published events not yet ended, soonest first (the calendar)',
  })
  upcomingEvents(@Ctx() scope: RequestScope): Promise<Event[]> {
    return upcomingEvents(scope);
  }

  @Query(() => [CourseEnrolments], {
    description:
      'Administrators and editors: the upcoming courses booked on the site, seats taken and waiting list',
  })
  upcomingEnrolments(@Ctx() scope: RequestScope): Promise<CourseEnrolments[]> {
    return upcomingEnrolments(scope);
  }

  @Query(() => [EventEnrolments], {
    description:
      'Administrators and editors: the upcoming events booked on the site, seats taken and waiting list',
  })
  upcomingEventEnrolments(@Ctx() scope: RequestScope): Promise<EventEnrolments[]> {
    return upcomingEventEnrolments(scope);
  }
}
