// /admin/grants/new: 'Nuovo Contributo pubblico'.
import { CreatePage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { GrantInputs } from './GrantInputs';

export const GrantCreate = () => (
  <CreatePage
    title="Nuovo Contributo pubblico"
    resource="grants"
    saveErrorText={(error) => withReason('Errore durante il salvataggio del contributo', error)}
  >
    <GrantInputs />
  </CreatePage>
);
