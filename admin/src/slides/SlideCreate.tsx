// /admin/slides/new: 'Nuova Slide'.
import { CreatePage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { SlideInputs } from './SlideInputs';

export const SlideCreate = () => (
  <CreatePage
    title="Nuova Slide"
    resource="slides"
    defaultValues={() => ({ visible: true })}
    saveErrorText={(error) => withReason('Errore durante il salvataggio della slide', error)}
  >
    <SlideInputs />
  </CreatePage>
);
