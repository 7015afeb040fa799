// /admin/timeline/new: 'Nuovo Evento della Storia'.
import { CreatePage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { TimelineEventInputs } from './TimelineEventInputs';

export const TimelineEventCreate = () => (
  <CreatePage
    title="Nuovo Evento della Storia"
    resource="timeline"
    saveErrorText={(error) => withReason("Errore durante il salvataggio dell'evento", error)}
  >
    <TimelineEventInputs />
  </CreatePage>
);
