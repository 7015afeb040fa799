// The body of /eventi/:id, fed by props: the event with its image, description, time and
// place, the booking by its booking mode and "Aggiungi al calendario" (the courses'
// booking-actions.tsx and page layout), or the not-found box.
import type { BackToList } from '../../components/ui/record-page-states';
import { graphql } from '../../gql';
import { eventPath, eventsPath } from './event-path';
import type { EventDetailFragment } from '../../gql/graphql';
import { formatEventTime } from '../../lib/format-date';
import { BookingActions } from '../projects/booking-actions';
import { DetailPage, type DetailPageTexts } from '../projects/detail-layout';
import { ProjectFacts } from '../projects/project-facts';

export const EventDetailFields = graphql(`
  fragment EventDetail on Event {
    id
    title
    description
    image
    imageAlt
    startsAt
    endsAt
    location
    calendlyId
    bookingMode
    bookingUrl
    seats
    enrolmentDeadline
  }
`);

export interface EventDetailProps {
  event: EventDetailFragment | null;
  loading: boolean;
  /** The call failed (not merely an unknown id). */
  failed: boolean;
}

const BACK: BackToList = { to: eventsPath, label: 'Torna agli eventi' };

const TEXTS: DetailPageTexts = {
  loadingTitle: 'Evento',
  loadingText: 'Caricamento evento...',
  notFoundTitle: 'Evento non trovato',
  notFoundText: "L'evento che stai cercando non esiste o è stato rimosso.",
  failedText: "Errore nel caricamento dell'evento",
};

export function EventDetail({ event, loading, failed }: EventDetailProps) {
  return (
    <DetailPage
      loading={loading}
      failed={failed}
      record={event}
      back={BACK}
      texts={TEXTS}
      infoTitleId="event-info-title"
      aside={(found) => (
        <>
          <ProjectFacts
            dates={formatEventTime(found.startsAt, found.endsAt)}
            location={found.location}
          />
          <BookingActions
            booking={found}
            target={{ resource: 'events', id: found.id }}
            calendar={`${eventPath(found.id)}/calendario.ics`}
          />
        </>
      )}
    />
  );
}
