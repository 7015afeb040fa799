// /admin/compensations/{id}/edit: 'Modifica Compenso'.
import { EditPage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { CompensationInputs } from './CompensationInputs';

export const CompensationEdit = () => (
  <EditPage
    title="Modifica Compenso"
    resource="compensations"
    loadErrorText="Errore nel caricamento del compenso"
    saveErrorText={(error) => withReason('Errore durante il salvataggio del compenso', error)}
  >
    <CompensationInputs />
  </EditPage>
);
