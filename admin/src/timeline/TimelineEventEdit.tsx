// /admin/timeline/{id}/edit: 'Modifica Evento della Storia', the record loaded into the form,
// its earlier versions under it (history, with 'Ripristina').
import { EditPage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { TimelineEventInputs } from './TimelineEventInputs';

export const TimelineEventEdit = () => (
  <EditPage
    title="Modifica Evento della Storia"
    resource="timeline"
    history
    loadErrorText="Errore nel caricamento dell'evento"
    saveErrorText={(error) => withReason("Errore durante il salvataggio dell'evento", error)}
  >
    <TimelineEventInputs />
  </EditPage>
);
