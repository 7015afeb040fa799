// Route /calendario: the published courses and events not yet ended (GraphQL
// upcomingCourses and upcomingEvents), together by the month they start in (Italian month
// names, the Rome calendar day) and by their start, each linking to its page, with the
// link that subscribes a calendar app to /calendario.ics.
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Container } from '../../components/ui/container';
import { EmptyState, ListMessage, ListSection } from '../../components/ui/list-page';
import { PageHero } from '../../components/ui/page-hero';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { CalendarCourseFragment, CalendarEventFragment } from '../../gql/graphql';
import {
  formatDateRange,
  formatEventTime,
  isoDate,
  romeDayKey,
  romeTime,
} from '../../lib/format-date';
import { usePageMeta } from '../../lib/use-page-meta';
import { DatedGroup, DatedList, type DatedItem } from './dated-list';

export const CalendarCourseFragmentDoc = graphql(`
  fragment CalendarCourse on Project {
    id
    title
    startDate
    endDate
    location
  }
`);

export const CalendarEventFragmentDoc = graphql(`
  fragment CalendarEvent on Event {
    id
    title
    startsAt
    endsAt
    location
  }
`);

const CalendarPageQuery = graphql(`
  query CalendarPage {
    upcomingCourses {
      ...CalendarCourse
    }
    upcomingEvents {
      ...CalendarEvent
    }
  }
`);

/** The address calendar apps subscribe to (served by the server, outside the app). */
export const CALENDAR_FEED = '/calendario.ics';

const MONTHS = [
  'Gennaio',
  'Febbraio',
  'Marzo',
  'Aprile',
  'Maggio',
  'Giugno',
  'Luglio',
  'Agosto',
  'Settembre',
  'Ottobre',
  'Novembre',
  'Dicembre',
];

/** A course or an event as the calendar lists it. */
export interface CalendarEntry extends DatedItem {
  /** YYYY-MM-DD (Rome's day), or the text given when it is not a date. */
  day: string;
  /** Orders the entries of a day: a course (whole days) before the events' times. */
  order: string;
}

export interface CalendarMonth {
  /** YYYY-MM */
  key: string;
  /** "Marzo 2026" */
  label: string;
  entries: CalendarEntry[];
}

/** The courses and the events as entries of the calendar. */
export function calendarEntries(
  courses: readonly CalendarCourseFragment[],
  events: readonly CalendarEventFragment[],
): CalendarEntry[] {
  return [
    ...courses.map((course) => ({
      key: `corso-${course.id}`,
      title: course.title,
      href: paths.project(course.id),
      day: course.startDate.trim(),
      order: '',
      when: formatDateRange(course.startDate, course.endDate),
      dateTime: isoDate(course.startDate),
      location: course.location,
    })),
    ...events.map((event) => {
      const start = new Date(event.startsAt);
      return {
        key: `evento-${event.id}`,
        title: event.title,
        // An event's page (features/events/event-path.ts, not imported: see there).
        href: `/eventi/${event.id}`,
        day: romeDayKey(start),
        order: romeTime(start),
        when: formatEventTime(event.startsAt, event.endsAt),
        dateTime: isoDate(event.startsAt),
        location: event.location,
      };
    }),
  ];
}

/**
 * The entries grouped by the month of their start day (Rome's), months in order, entries
 * by day and time (a course before the events of its first day); a start that is not a
 * date goes last.
 */
export function groupByMonth(entries: readonly CalendarEntry[]): CalendarMonth[] {
  const months = new Map<string, CalendarMonth>();
  const sorted = [...entries].sort(
    (a, b) => a.day.localeCompare(b.day) || a.order.localeCompare(b.order),
  );
  for (const entry of sorted) {
    const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(entry.day);
    const key = match ? `${match[1]}-${match[2]}` : 'altro';
    const label = match ? `${MONTHS[Number(match[2]) - 1]} ${match[1]}` : 'Date da definire';
    let month = months.get(key);
    if (!month) {
      month = { key, label, entries: [] };
      months.set(key, month);
    }
    month.entries.push(entry);
  }
  return [...months.values()].sort((a, b) =>
    a.key === 'altro' ? 1 : b.key === 'altro' ? -1 : a.key.localeCompare(b.key),
  );
}

export default function CalendarPage() {
  const { data, loading, error } = useQuery(CalendarPageQuery);
  return (
    <CalendarView
      courses={data?.upcomingCourses}
      events={data?.upcomingEvents}
      loading={loading && !data}
      failed={Boolean(error) && !data}
    />
  );
}

export interface CalendarViewProps {
  courses: readonly CalendarCourseFragment[] | undefined;
  events?: readonly CalendarEventFragment[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** The page body, with its data as props. */
export function CalendarView({ courses, events, loading, failed }: CalendarViewProps) {
  usePageMeta(
    'Calendario',
    'Il calendario dei prossimi corsi ed eventi del comitato, mese per mese. Iscriviti al calendario per ritrovarli sul telefono.',
  );
  return (
    <>
      <PageHero
        eyebrow="Corsi ed eventi"
        title="Calendario"
        lead="I prossimi appuntamenti del comitato, mese per mese. Scegli un corso o un evento per leggerne i dettagli e prenotare il tuo posto."
      />
      <Container>
        <Subscribe>
          <a href={CALENDAR_FEED}>Iscriviti al calendario</a> per vedere i prossimi corsi ed eventi
          nell&apos;app del tuo telefono o del tuo computer.
        </Subscribe>
      </Container>
      <CalendarBody courses={courses} events={events} loading={loading} failed={failed} />
    </>
  );
}

function CalendarBody({ courses, events = [], loading, failed }: CalendarViewProps) {
  if (failed) return <ListMessage kind="error">Errore nel caricamento del calendario</ListMessage>;
  if (loading || !courses) {
    return <ListMessage kind="loading">Caricamento calendario...</ListMessage>;
  }
  const months = groupByMonth(calendarEntries(courses, events));
  return (
    <ListSection>
      <Container>
        {months.length === 0 ? (
          <EmptyState>
            <p>Al momento non ci sono corsi o eventi in programma.</p>
          </EmptyState>
        ) : (
          months.map((month) => (
            <DatedGroup key={month.key} id={`mese-${month.key}`} heading={month.label}>
              <DatedList items={month.entries} />
            </DatedGroup>
          ))
        )}
      </Container>
    </ListSection>
  );
}

const Subscribe = styled.p`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  a {
    color: ${({ theme }) => theme.colors.redDark};
    font-weight: 700;
  }
`;
