// /admin/events/{id}/edit: 'Modifica Evento', with its enrolments when booked on the site.
import { EditPage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { EnrolmentsPanel } from '../projects/EnrolmentsPanel';
import { EventInputs } from './EventInputs';

export const EventEdit = () => (
  <EditPage
    history
    title="Modifica Evento"
    resource="events"
    loadErrorText="Errore nel caricamento dell'evento"
    saveErrorText={(error) => withReason("Errore durante il salvataggio dell'evento", error)}
  >
    <EventInputs />
    <EnrolmentsPanel resource="events" />
  </EditPage>
);
