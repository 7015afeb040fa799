// /admin/five-per-thousand/new: 'Nuovo rendiconto 5x1000'.
import { CreatePage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { FivePerThousandInputs } from './FivePerThousandInputs';

export const FivePerThousandCreate = () => (
  <CreatePage
    title="Nuovo rendiconto 5x1000"
    resource="five-per-thousand"
    defaultValues={() => ({ lines: [] })}
    saveErrorText={(error) => withReason('Errore durante il salvataggio del rendiconto', error)}
  >
    <FivePerThousandInputs />
  </CreatePage>
);
