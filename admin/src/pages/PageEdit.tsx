// /admin/pages/{id}/edit: 'Modifica Pagina', the record loaded into the form.
import { EditPage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { PageInputs } from './PageInputs';

export const PageEdit = () => (
  <EditPage
    history
    title="Modifica Pagina"
    resource="pages"
    loadErrorText="Errore nel caricamento della pagina"
    saveErrorText={(error) => withReason('Si è verificato un errore durante il salvataggio', error)}
  >
    <PageInputs />
  </EditPage>
);
