// The data provider's calls for enrolments: the dashboard's upcoming courses and events
// booked on the site with their seats taken and waiting list (and how the dashboard words
// them), and a course's or an event's own enrolments with attendance and the committee's
// cancellation.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../gql';
import type {
  AdminEnrolmentsQuery,
  AdminUpcomingEnrolmentsQuery,
  EnrolmentStatus,
} from '../gql/graphql';
import { formatLongDate, formatLongDateTime } from './format';
import { freshData } from './graphqlClient';

const UPCOMING_ENROLMENTS = graphql(`
  query AdminUpcomingEnrolments {
    upcomingEnrolments {
      course {
        id
        title
        startDate
      }
      seats
      confirmed
      waitlisted
    }
    upcomingEventEnrolments {
      event {
        id
        title
        startsAt
      }
      seats
      confirmed
      waitlisted
    }
  }
`);

const ENROLMENTS = graphql(`
  query AdminEnrolments($courseId: ID, $eventId: ID) {
    enrolments(courseId: $courseId, eventId: $eventId) {
      id
      name
      email
      phone
      status
      position
      attended
      createdAt
    }
  }
`);

const SET_ATTENDANCE = graphql(`
  mutation AdminSetEnrolmentAttendance($courseId: ID, $eventId: ID, $id: ID!, $attended: Boolean!) {
    setEnrolmentAttendance(courseId: $courseId, eventId: $eventId, id: $id, attended: $attended) {
      id
      attended
    }
  }
`);

const CANCEL_ENROLMENT = graphql(`
  mutation AdminCancelEnrolment($courseId: ID, $eventId: ID, $id: ID!) {
    cancelEnrolment(courseId: $courseId, eventId: $eventId, id: $id) {
      id
      status
    }
  }
`);

/** An upcoming course or event booked on the site, with its seats taken and its waiting list. */
export interface UpcomingEnrolments {
  owner: EnrolmentOwner;
  title: string;
  /** When it starts: a course's day (YYYY-MM-DD) or an event's instant (ISO 8601). */
  start: string;
  seats: number | null;
  confirmed: number;
  waitlisted: number;
}

/** The courses and the events together, soonest first (a course's day from its midnight). */
export function upcomingList(data: AdminUpcomingEnrolmentsQuery): UpcomingEnrolments[] {
  const courses = data.upcomingEnrolments.map(({ course, ...counts }) => ({
    owner: { resource: 'projects' as const, id: course.id },
    title: course.title,
    start: course.startDate,
    ...counts,
  }));
  const events = data.upcomingEventEnrolments.map(({ event, ...counts }) => ({
    owner: { resource: 'events' as const, id: event.id },
    title: event.title,
    start: event.startsAt,
    ...counts,
  }));
  const time = (row: UpcomingEnrolments) =>
    new Date(row.owner.resource === 'projects' ? `${row.start}T00:00:00Z` : row.start).getTime();
  return [...courses, ...events].sort((a, b) => time(a) - time(b));
}

export type Enrolment = AdminEnrolmentsQuery['enrolments'][number];

/** Whose enrolments: a course (the projects resource) or an event. */
export interface EnrolmentOwner {
  resource: 'projects' | 'events';
  id: string | number;
}

export const ENROLMENT_STATUS_LABELS: Record<EnrolmentStatus, string> = {
  confirmed: 'Confermata',
  waitlisted: "In lista d'attesa",
  cancelled: 'Annullata',
};

function ownerVariables({ resource, id }: EnrolmentOwner) {
  return resource === 'events' ? { eventId: String(id) } : { courseId: String(id) };
}

export interface EnrolmentCalls {
  getUpcomingEnrolments(): Promise<UpcomingEnrolments[]>;
  /** Confirmed first, then the waiting list, then the cancelled. */
  getEnrolments(owner: EnrolmentOwner): Promise<Enrolment[]>;
  setEnrolmentAttendance(owner: EnrolmentOwner, id: string, attended: boolean): Promise<void>;
  /** A confirmed seat goes to the first who waits (told by e-mail by the server). */
  cancelEnrolment(owner: EnrolmentOwner, id: string): Promise<void>;
}

export function enrolmentCalls(client: ApolloClient<unknown>): EnrolmentCalls {
  return {
    async getUpcomingEnrolments() {
      const result = await client.query({ query: UPCOMING_ENROLMENTS, fetchPolicy: 'no-cache' });
      if (result.errors?.length) throw result.errors[0];
      return upcomingList(result.data);
    },
    async getEnrolments(owner) {
      return (await freshData(client, ENROLMENTS, ownerVariables(owner))).enrolments;
    },
    async setEnrolmentAttendance(owner, id, attended) {
      await client.mutate({
        mutation: SET_ATTENDANCE,
        variables: { ...ownerVariables(owner), id, attended },
      });
    },
    async cancelEnrolment(owner, id) {
      await client.mutate({
        mutation: CANCEL_ENROLMENT,
        variables: { ...ownerVariables(owner), id },
      });
    },
  };
}

/** "12/20 posti, 3 in attesa"; without the waiting list when nobody waits. */
export function seatsLabel(row: Pick<UpcomingEnrolments, 'seats' | 'confirmed' | 'waitlisted'>) {
  const seats =
    row.seats === null || row.seats === undefined
      ? `${row.confirmed} iscritti`
      : `${row.confirmed}/${row.seats} posti`;
  return row.waitlisted > 0 ? `${seats}, ${row.waitlisted} in attesa` : seats;
}

/** "Corso · 12 marzo 2027" or "Evento · 8 maggio 2027 alle ore 09:00", then the seats. */
export function upcomingLabel(row: UpcomingEnrolments): string {
  const when =
    row.owner.resource === 'projects'
      ? `Corso · ${formatLongDate(row.start)}`
      : `Evento · ${formatLongDateTime(row.start)}`;
  return `${when} · ${seatsLabel(row)}`;
}
