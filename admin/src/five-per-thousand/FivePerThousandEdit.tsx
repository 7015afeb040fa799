// /admin/five-per-thousand/{id}/edit: 'Modifica rendiconto 5x1000'.
import { EditPage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { FivePerThousandInputs } from './FivePerThousandInputs';

export const FivePerThousandEdit = () => (
  <EditPage
    title="Modifica rendiconto 5x1000"
    resource="five-per-thousand"
    loadErrorText="Errore nel caricamento del rendiconto"
    saveErrorText={(error) => withReason('Errore durante il salvataggio del rendiconto', error)}
  >
    <FivePerThousandInputs />
  </EditPage>
);
