// /admin/donations/{id}/edit: 'Modifica Donazione'.
import { EditPage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { DonationInputs } from './DonationInputs';

export const DonationEdit = () => (
  <EditPage
    title="Modifica Donazione"
    resource="donations"
    loadErrorText="Errore nel caricamento della donazione"
    saveErrorText={(error) => withReason('Errore durante il salvataggio della donazione', error)}
  >
    <DonationInputs />
  </EditPage>
);
