// /admin/donations/new: 'Nuova Donazione'.
import { CreatePage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { DonationInputs } from './DonationInputs';

export const DonationCreate = () => (
  <CreatePage
    title="Nuova Donazione"
    resource="donations"
    saveErrorText={(error) => withReason('Errore durante il salvataggio della donazione', error)}
  >
    <DonationInputs />
  </CreatePage>
);
