// The data provider's call for the dashboard's enrolments: the upcoming courses booked on
// the site with their seats taken and waiting list, and how the dashboard words them.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../gql';
import type { AdminUpcomingEnrolmentsQuery } from '../gql/graphql';

const UPCOMING_ENROLMENTS = graphql(`
  query AdminUpcomingEnrolments {
    upcomingEnrolments {
      course {
        id
        title
        startDate
        status
      }
      seats
      confirmed
      waitlisted
    }
  }
`);

export type CourseEnrolments = AdminUpcomingEnrolmentsQuery['upcomingEnrolments'][number];

export interface EnrolmentCalls {
  getUpcomingEnrolments(): Promise<CourseEnrolments[]>;
}

export function enrolmentCalls(client: ApolloClient<unknown>): EnrolmentCalls {
  return {
    async getUpcomingEnrolments() {
      const result = await client.query({ query: UPCOMING_ENROLMENTS, fetchPolicy: 'no-cache' });
      if (result.errors?.length) throw result.errors[0];
      return result.data.upcomingEnrolments;
    },
  };
}

/** "12/20 posti, 3 in attesa"; without the waiting list when nobody waits. */
export function seatsLabel(row: Pick<CourseEnrolments, 'seats' | 'confirmed' | 'waitlisted'>) {
  const seats =
    row.seats === null || row.seats === undefined
      ? `${row.confirmed} iscritti`
      : `${row.confirmed}/${row.seats} posti`;
  return row.waitlisted > 0 ? `${seats}, ${row.waitlisted} in attesa` : seats;
}
