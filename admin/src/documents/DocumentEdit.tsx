// /admin/documents/{id}/edit: 'Modifica Documento'; without a new file the current one stays.
import { EditPage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { DocumentInputs } from './DocumentInputs';

export const DocumentEdit = () => (
  <EditPage
    history
    title="Modifica Documento"
    resource="documents"
    loadErrorText="Errore nel caricamento del documento"
    saveErrorText={(error) => withReason('Errore durante il salvataggio del documento', error)}
  >
    <DocumentInputs fileRequired={false} />
  </EditPage>
);
