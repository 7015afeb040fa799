// /admin/activities/new: 'Nuova Attività'.
import { CreatePage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { ActivityInputs } from './ActivityInputs';

export const ActivityCreate = () => (
  <CreatePage
    title="Nuova Attività"
    resource="activities"
    defaultValues={() => ({ size: 'medium' })}
    saveErrorText={(error) => withReason("Errore durante il salvataggio dell'attività", error)}
  >
    <ActivityInputs />
  </CreatePage>
);
