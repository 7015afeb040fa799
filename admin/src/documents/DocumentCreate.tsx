// /admin/documents/new: 'Nuovo Documento', title, category and PDF.
import { CreatePage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { DocumentInputs } from './DocumentInputs';

export const DocumentCreate = () => (
  <CreatePage
    title="Nuovo Documento"
    resource="documents"
    saveErrorText={(error) => withReason('Errore durante il salvataggio del documento', error)}
  >
    <DocumentInputs fileRequired />
  </CreatePage>
);
