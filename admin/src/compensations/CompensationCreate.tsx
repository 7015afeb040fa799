// /admin/compensations/new: 'Nuovo Compenso'.
import { CreatePage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { CompensationInputs } from './CompensationInputs';

export const CompensationCreate = () => (
  <CreatePage
    title="Nuovo Compenso"
    resource="compensations"
    saveErrorText={(error) => withReason('Errore durante il salvataggio del compenso', error)}
  >
    <CompensationInputs />
  </CreatePage>
);
