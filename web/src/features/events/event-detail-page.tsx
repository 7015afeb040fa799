// Route /eventi/:id: the event from GraphQL (published ones for the public). An unknown id
// and a failed call both end on the not-found box (404 for an unknown one). With
// ?anteprima=1, the back office's event form as it is now (lib/preview.ts), under the
// 'Anteprima' banner, never indexed.
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { eventPath, eventsPath } from './event-path';
import { graphql } from '../../gql';
import { apiFileUrl, ARTICLE_SIZES, imageSources } from '../../lib/api-url';
import { useCommitteeSettings } from '../../lib/committee-settings';
import { isNotFoundError } from '../../lib/graphql-error';
import { htmlToText, summary } from '../../lib/html-to-text';
import { useHttpStatus, usePageMeta } from '../../lib/use-page-meta';
import { useFormPreview } from '../../lib/preview';
import { PreviewPage } from '../../components/ui/preview-banner';
import { EventDetail } from './event-detail';
import { previewEvent } from './event-preview';

const EventDetailPageQuery = graphql(`
  query EventDetailPage($id: ID!) {
    Event(id: $id) {
      ...EventDetail
    }
  }
`);

export default function EventDetailPage() {
  const { id = '' } = useParams();
  const committee = useCommitteeSettings();
  const preview = useFormPreview('events', id);
  const { data, loading, error } = useQuery(EventDetailPageQuery, {
    variables: { id },
    skip: preview.active,
  });
  const event = preview.active ? previewEvent(preview.values, id) : (data?.Event ?? null);
  const pending = preview.active ? preview.pending : loading && !data;
  const failed = !preview.active && Boolean(error) && !isNotFoundError(error);
  const description = event
    ? summary(htmlToText(event.description))
    : 'Un evento del comitato: quando, dove e come partecipare.';
  const image = apiFileUrl(event?.image);

  useHttpStatus(!preview.active && !event && !pending && !failed ? 404 : 200);
  usePageMeta(event ? event.title : pending ? 'Evento' : 'Evento non trovato', description, {
    image,
    imageAlt: event?.imageAlt,
    lcpImage: imageSources(event?.image, ARTICLE_SIZES),
    noindex: preview.active || (!event && !pending),
    jsonLd: event
      ? {
          '@type': 'Event',
          name: event.title,
          description,
          image: image ? [image] : undefined,
          startDate: event.startsAt,
          endDate: event.endsAt,
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location: { '@type': 'Place', name: event.location, address: event.location },
          organizer: { '@type': 'NGO', name: committee?.name },
        }
      : undefined,
    breadcrumbs: event
      ? [
          { name: 'Home', path: paths.home },
          { name: 'Eventi', path: eventsPath },
          { name: event.title, path: eventPath(event.id) },
        ]
      : undefined,
  });

  if (!preview.active) return <EventDetail event={event} loading={pending} failed={failed} />;
  return (
    <PreviewPage
      unavailable={!event && !pending}
      of="dell'evento"
      back={{ to: eventsPath, label: 'Torna agli eventi' }}
    >
      <EventDetail event={event} loading={pending} failed={false} />
    </PreviewPage>
  );
}
