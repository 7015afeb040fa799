// /admin/events/new: 'Nuovo Evento'.
import { CreatePage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { EventInputs } from './EventInputs';

export const EventCreate = () => (
  <CreatePage
    title="Nuovo Evento"
    resource="events"
    saveErrorText={(error) => withReason("Errore durante il salvataggio dell'evento", error)}
  >
    <EventInputs />
  </CreatePage>
);
