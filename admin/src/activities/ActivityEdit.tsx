// /admin/activities/{id}/edit: 'Modifica Attività', the record loaded into the form,
// its earlier versions under it (history, with 'Ripristina').
import { EditPage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { ActivityInputs } from './ActivityInputs';

export const ActivityEdit = () => (
  <EditPage
    title="Modifica Attività"
    resource="activities"
    history
    loadErrorText="Errore nel caricamento dell'attività"
    saveErrorText={(error) => withReason("Errore durante il salvataggio dell'attività", error)}
  >
    <ActivityInputs />
  </EditPage>
);
