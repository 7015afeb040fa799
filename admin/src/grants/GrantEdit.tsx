// /admin/grants/{id}/edit: 'Modifica Contributo pubblico'; without a new PDF the current one stays.
import { EditPage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { GrantInputs } from './GrantInputs';

export const GrantEdit = () => (
  <EditPage
    title="Modifica Contributo pubblico"
    resource="grants"
    loadErrorText="Errore nel caricamento del contributo"
    saveErrorText={(error) => withReason('Errore durante il salvataggio del contributo', error)}
  >
    <GrantInputs />
  </EditPage>
);
