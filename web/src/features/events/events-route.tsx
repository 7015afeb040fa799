// Routes /eventi and /eventi/:id in one lazily loaded chunk: the list without an id, the
// event's page with one.
import { useParams } from 'react-router-dom';
import EventDetailPage from './event-detail-page';
import EventsPage from './events-page';

export default function EventsRoute() {
  const { id } = useParams();
  return id === undefined ? <EventsPage /> : <EventDetailPage />;
}
