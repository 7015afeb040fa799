// /admin/services/new: 'Nuovo Servizio'.
import { CreatePage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { ServiceInputs } from './ServiceInputs';

export const ServiceCreate = () => (
  <CreatePage
    title="Nuovo Servizio"
    resource="services"
    defaultValues={() => ({ icon: 'cross', isNew: false, features: [] })}
    saveErrorText={(error) => withReason('Errore durante il salvataggio del servizio', error)}
  >
    <ServiceInputs />
  </CreatePage>
);
