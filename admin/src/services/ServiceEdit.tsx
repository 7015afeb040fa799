// /admin/services/{id}/edit: 'Modifica Servizio', the record loaded into the form,
// its earlier versions under it (history, with 'Ripristina').
import { EditPage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { ServiceInputs } from './ServiceInputs';

export const ServiceEdit = () => (
  <EditPage
    title="Modifica Servizio"
    resource="services"
    history
    loadErrorText="Errore nel caricamento del servizio"
    saveErrorText={(error) => withReason('Errore durante il salvataggio del servizio', error)}
  >
    <ServiceInputs />
  </EditPage>
);
