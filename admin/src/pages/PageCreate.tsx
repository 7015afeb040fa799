// /admin/pages/new: 'Nuova Pagina'.
import { CreatePage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { PageInputs } from './PageInputs';

export const PageCreate = () => (
  <CreatePage
    title="Nuova Pagina"
    resource="pages"
    defaultValues={() => ({ inMenu: false, inFooter: false })}
    saveErrorText={(error) => withReason('Si è verificato un errore durante il salvataggio', error)}
  >
    <PageInputs />
  </CreatePage>
);
