// Route /eventi/:id: the event from GraphQL (published ones for the public). An unknown id
// and a failed call both end on the not-found box (404 for an unknown one).
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { eventPath, eventsPath } from './event-path';
import { graphql } from '../../gql';
import { apiFileUrl, ARTICLE_SIZES, imageSources } from '../../lib/api-url';
import { useCommitteeSettings } from '../../lib/committee-settings';
import { isNotFoundError } from '../../lib/graphql-error';
import { htmlToText } from '../../lib/html-to-text';
import { useHttpStatus, usePageMeta } from '../../lib/use-page-meta';
import { EventDetail } from './event-detail';

const EventDetailPageQuery = graphql(`
  query EventDetailPage($id: ID!) {
    Event(id: $id) {
      ...EventDetail
    }
  }
`);

/** The start of the description, cut at a word, for the meta description. */
export function summary(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.lastIndexOf(' ', max - 1);
  return `${clean.slice(0, cut > 0 ? cut : max - 1)}…`;
}

export default function EventDetailPage() {
  const { id = '' } = useParams();
  const committee = useCommitteeSettings();
  const { data, loading, error } = useQuery(EventDetailPageQuery, { variables: { id } });
  const event = data?.Event ?? null;
  const pending = loading && !data;
  const failed = Boolean(error) && !isNotFoundError(error);
  const description = event
    ? summary(htmlToText(event.description))
    : 'Un evento del comitato: quando, dove e come partecipare.';
  const image = apiFileUrl(event?.image);

  useHttpStatus(!event && !pending && !failed ? 404 : 200);
  usePageMeta(event ? event.title : pending ? 'Evento' : 'Evento non trovato', description, {
    image,
    imageAlt: event?.imageAlt,
    lcpImage: imageSources(event?.image, ARTICLE_SIZES),
    noindex: !event && !pending,
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

  return <EventDetail event={event} loading={pending} failed={failed} />;
}
