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

@ObjectType({ description: 'A course booked on the site: its seats taken and its waiting list' })
export class CourseEnrolments {
  @Field(() => Project)
  course!: Project;

  @Field(() => Int, { nullable: true, description: 'The seats offered' })
  seats!: number | null;

  @Field(() => Int, { description: 'Confirmed enrolments (seats taken)' })
  confirmed!: number;

  @Field(() => Int, { description: 'Enrolments on the waiting list' })
  waitlisted!: number;
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
  const active = await scope.em.find(
    Enrolment,
    {
      projectId: { $in: courses.map((course) => course.id) },
      status: { $ne: EnrolmentStatus.cancelled },
    },
    { fields: ['projectId', 'status'] },
  );
  const count = (id: number, status: EnrolmentStatus) =>
    active.filter((row) => row.projectId === id && row.status === status).length;
  return courses.map((course) =>
    Object.assign(new CourseEnrolments(), {
      course,
      seats: course.seats ?? null,
      confirmed: count(course.id, EnrolmentStatus.confirmed),
      waitlisted: count(course.id, EnrolmentStatus.waitlisted),
    }),
  );
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
}
