// Route /calendario: the published courses not yet ended (GraphQL upcomingCourses), grouped
// by the month they start in (Italian month names, the Rome calendar day), each linking
// to its page, with the link that subscribes a calendar app to /calendario.ics.
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Container } from '../../components/ui/container';
import { EmptyState, ListMessage, ListSection } from '../../components/ui/list-page';
import { Link } from '../../components/ui/link';
import { PageHero } from '../../components/ui/page-hero';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { CalendarCourseFragment } from '../../gql/graphql';
import { formatDateRange, isoDate } from '../../lib/format-date';
import { usePageMeta } from '../../lib/use-page-meta';

export const CalendarCourseFragmentDoc = graphql(`
  fragment CalendarCourse on Project {
    id
    title
    startDate
    endDate
    location
  }
`);

const CalendarPageQuery = graphql(`
  query CalendarPage {
    upcomingCourses {
      ...CalendarCourse
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

export interface CalendarMonth {
  /** YYYY-MM */
  key: string;
  /** "Marzo 2026" */
  label: string;
  courses: CalendarCourseFragment[];
}

/**
 * The courses grouped by the month of their start date (a calendar day, already Rome's),
 * months in order, courses in the order given; a start date that is not a date goes last.
 */
export function groupByMonth(courses: readonly CalendarCourseFragment[]): CalendarMonth[] {
  const months = new Map<string, CalendarMonth>();
  for (const course of courses) {
    const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(course.startDate.trim());
    const key = match ? `${match[1]}-${match[2]}` : 'altro';
    const label = match ? `${MONTHS[Number(match[2]) - 1]} ${match[1]}` : 'Date da definire';
    let month = months.get(key);
    if (!month) {
      month = { key, label, courses: [] };
      months.set(key, month);
    }
    month.courses.push(course);
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
      loading={loading && !data}
      failed={Boolean(error) && !data}
    />
  );
}

export interface CalendarViewProps {
  courses: readonly CalendarCourseFragment[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** The page body, with its data as props. */
export function CalendarView({ courses, loading, failed }: CalendarViewProps) {
  usePageMeta(
    'Calendario',
    'Il calendario dei prossimi corsi del comitato, mese per mese. Iscriviti al calendario per ritrovarli sul telefono.',
  );
  return (
    <>
      <PageHero
        eyebrow="Corsi ed eventi"
        title="Calendario"
        lead="I prossimi appuntamenti del comitato, mese per mese. Scegli un corso per leggerne i dettagli e prenotare il tuo posto."
      />
      <Container>
        <Subscribe>
          <a href={CALENDAR_FEED}>Iscriviti al calendario</a> per vedere i prossimi corsi
          nell&apos;app del tuo telefono o del tuo computer.
        </Subscribe>
      </Container>
      <CalendarBody courses={courses} loading={loading} failed={failed} />
    </>
  );
}

function CalendarBody({ courses, loading, failed }: CalendarViewProps) {
  if (failed) return <ListMessage kind="error">Errore nel caricamento del calendario</ListMessage>;
  if (loading || !courses) {
    return <ListMessage kind="loading">Caricamento calendario...</ListMessage>;
  }
  const months = groupByMonth(courses);
  return (
    <ListSection>
      <Container>
        {months.length === 0 ? (
          <EmptyState>
            <p>Al momento non ci sono corsi in programma.</p>
          </EmptyState>
        ) : (
          months.map((month) => (
            <Month key={month.key} aria-labelledby={`mese-${month.key}`}>
              <h2 id={`mese-${month.key}`}>{month.label}</h2>
              <ul>
                {month.courses.map((course) => (
                  <li key={course.id}>
                    <Link to={paths.project(course.id)}>{course.title}</Link>
                    <Facts>
                      <time dateTime={isoDate(course.startDate)}>
                        {formatDateRange(course.startDate, course.endDate)}
                      </time>
                      {course.location ? <> · {course.location}</> : null}
                    </Facts>
                  </li>
                ))}
              </ul>
            </Month>
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

const Month = styled.section`
  margin-bottom: ${({ theme }) => theme.space(8)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > a {
    color: ${({ theme }) => theme.colors.redDark};
    font-weight: 700;
    font-size: 1.1rem;
  }
`;

const Facts = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
