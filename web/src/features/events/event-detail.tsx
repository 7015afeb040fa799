// The body of /eventi/:id, fed by props: the event with its image, description, time and
// place, the booking by its booking mode and "Aggiungi al calendario" (the courses'
// booking-actions.tsx and page layout), or the not-found box.
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageHero } from '../../components/ui/page-hero';
import {
  RecordBackLink,
  RecordLoading,
  RecordNotFound,
  type BackToList,
} from '../../components/ui/record-page-states';
import { graphql } from '../../gql';
import { eventPath, eventsPath } from './event-path';
import type { EventDetailFragment } from '../../gql/graphql';
import { ARTICLE_SIZES, imageSources } from '../../lib/api-url';
import { formatEventTime } from '../../lib/format-date';
import { contentToSafeHtml } from '../../lib/sanitize-html';
import { BookingActions } from '../projects/booking-actions';
import { DetailAside, DetailFigure, DetailLayout, DetailMain } from '../projects/detail-layout';
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

export function EventDetail({ event, loading, failed }: EventDetailProps) {
  if (loading) {
    return <RecordLoading heroTitle="Evento" text="Caricamento evento..." back={BACK} />;
  }
  if (!event) {
    return (
      <RecordNotFound
        heroTitle="Evento non trovato"
        heading="Evento non trovato"
        text="L'evento che stai cercando non esiste o è stato rimosso."
        failedText={failed ? "Errore nel caricamento dell'evento" : undefined}
        back={BACK}
      />
    );
  }
  const image = imageSources(event.image, ARTICLE_SIZES);
  return (
    <>
      <PageHero title={event.title} top={<RecordBackLink back={BACK} />} />
      <Container>
        <DetailLayout>
          <DetailMain>
            {image.src ? (
              <DetailFigure>
                <img
                  {...image}
                  alt={event.imageAlt ?? ''}
                  width={1280}
                  height={720}
                  decoding="async"
                />
              </DetailFigure>
            ) : null}
            <h2>Descrizione</h2>
            <div dangerouslySetInnerHTML={{ __html: contentToSafeHtml(event.description) }} />
          </DetailMain>
          <DetailAside aria-labelledby="event-info-title">
            <h2 id="event-info-title">Informazioni</h2>
            <ProjectFacts
              dates={formatEventTime(event.startsAt, event.endsAt)}
              location={event.location}
            />
            <BookingActions
              booking={event}
              target={{ resource: 'events', id: event.id }}
              calendar={`${eventPath(event.id)}/calendario.ics`}
            />
            <ButtonLink to={BACK.to} $variant="secondary">
              {BACK.label}
            </ButtonLink>
          </DetailAside>
        </DetailLayout>
      </Container>
    </>
  );
}
