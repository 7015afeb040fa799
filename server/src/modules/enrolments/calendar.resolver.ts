// GraphQL adapter of the site's calendar (/calendario): the published courses not yet
// ended, soonest first. Public: what anyone reads, whoever asks (drafts never appear, not
// even to staff browsing the site).
import type { FilterQuery } from '@mikro-orm/core';
import { Ctx, Query, Resolver } from 'type-graphql';
import { publishedRows } from '../../domain/publication.js';
import type { RequestScope } from '../../domain/scope.js';
import { Project } from '../projects/project.entity.js';
import { romeToday } from './enrolment.service.js';

/** The most courses the calendar lists. */
export const CALENDAR_LIMIT = 500;

/** The published courses not yet ended (Rome's date), by start date. */
export function upcomingCourses(scope: RequestScope, now = new Date()): Promise<Project[]> {
  return scope.em.find(
    Project,
    {
      $and: [publishedRows(now) as FilterQuery<Project>, { endDate: { $gte: romeToday(now) } }],
    },
    { orderBy: { startDate: 'asc', title: 'asc', id: 'asc' }, limit: CALENDAR_LIMIT },
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
}
