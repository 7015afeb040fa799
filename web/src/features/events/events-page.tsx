// Route /eventi: the committee's published events, the upcoming ones first (soonest
// first), then the past ones (most recent first), each linking to its page with its time
// and place.
import { useQuery } from '@apollo/client/react';
import { Container } from '../../components/ui/container';
import { EmptyState, ListMessage, ListSection } from '../../components/ui/list-page';
import { PageHero } from '../../components/ui/page-hero';
import { graphql } from '../../gql';
import { eventPath } from './event-path';
import type { EventListItemFragment } from '../../gql/graphql';
import { formatEventTime, isoDate } from '../../lib/format-date';
import { usePageMeta } from '../../lib/use-page-meta';
import { DatedGroup, DatedList } from '../calendar/dated-list';

export const EventListItemFields = graphql(`
  fragment EventListItem on Event {
    id
    title
    startsAt
    endsAt
    location
  }
`);

const EventsPageQuery = graphql(`
  query EventsPage {
    allEvents(sortField: "startsAt", sortOrder: "ASC") {
      ...EventListItem
    }
  }
`);

/** The events not yet ended (soonest first) and the ended ones (most recent first). */
export function splitEvents(
  events: readonly EventListItemFragment[],
  now = new Date(),
): { upcoming: EventListItemFragment[]; past: EventListItemFragment[] } {
  const byStart = [...events].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const ended = (event: EventListItemFragment) => new Date(event.endsAt) < now;
  return {
    upcoming: byStart.filter((event) => !ended(event)),
    past: byStart.filter(ended).reverse(),
  };
}

export default function EventsPage() {
  const { data, loading, error } = useQuery(EventsPageQuery);
  return (
    <EventsView
      events={data?.allEvents}
      loading={loading && !data}
      failed={Boolean(error) && !data}
    />
  );
}

export interface EventsViewProps {
  events: readonly EventListItemFragment[] | undefined;
  loading: boolean;
  failed: boolean;
  now?: Date;
}

export function EventsView({ events, loading, failed, now }: EventsViewProps) {
  usePageMeta(
    'Eventi',
    'Gli eventi del comitato: donazioni di sangue, giornate aperte, mercatini solidali. Scopri quando e dove, e prenota il tuo posto.',
  );
  return (
    <>
      <PageHero
        eyebrow="Appuntamenti"
        title="Eventi"
        lead="Donazioni di sangue, giornate aperte e iniziative solidali: scopri i prossimi appuntamenti del comitato."
      />
      <EventsBody events={events} loading={loading} failed={failed} now={now} />
    </>
  );
}

function EventsBody({ events, loading, failed, now }: EventsViewProps) {
  if (failed) return <ListMessage kind="error">Errore nel caricamento degli eventi</ListMessage>;
  if (loading || !events) return <ListMessage kind="loading">Caricamento eventi...</ListMessage>;
  const { upcoming, past } = splitEvents(events, now);
  return (
    <ListSection>
      <Container>
        <DatedGroup id="eventi-prossimi" heading="Prossimi eventi">
          {upcoming.length === 0 ? (
            <EmptyState>
              <p>Al momento non ci sono eventi in programma.</p>
            </EmptyState>
          ) : (
            <EventList events={upcoming} />
          )}
        </DatedGroup>
        {past.length > 0 && (
          <DatedGroup id="eventi-passati" heading="Eventi passati">
            <EventList events={past} />
          </DatedGroup>
        )}
      </Container>
    </ListSection>
  );
}

function EventList({ events }: { events: readonly EventListItemFragment[] }) {
  return (
    <DatedList
      items={events.map((event) => ({
        key: event.id,
        title: event.title,
        href: eventPath(event.id),
        when: formatEventTime(event.startsAt, event.endsAt),
        dateTime: isoDate(event.startsAt),
        location: event.location,
      }))}
    />
  );
}
