// /admin/slides/{id}/edit: 'Modifica Slide', the record loaded into the form,
// its earlier versions under it (history, with 'Ripristina').
import { EditPage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { SlideInputs } from './SlideInputs';

export const SlideEdit = () => (
  <EditPage
    title="Modifica Slide"
    resource="slides"
    history
    loadErrorText="Errore nel caricamento della slide"
    saveErrorText={(error) => withReason('Errore durante il salvataggio della slide', error)}
  >
    <SlideInputs />
  </EditPage>
);
