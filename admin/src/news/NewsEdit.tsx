// /admin/news/{id}/edit: 'Modifica Notizia', the record loaded into the form.
import { EditPage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { NewsInputs } from './NewsInputs';

export const NewsEdit = () => (
  <EditPage
    history
    title="Modifica Notizia"
    resource="news"
    loadErrorText="Errore nel caricamento della notizia"
    saveErrorText={(error) => withReason('Si è verificato un errore durante il salvataggio', error)}
  >
    <NewsInputs />
  </EditPage>
);
