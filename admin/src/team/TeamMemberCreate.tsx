// /admin/team/new: 'Nuovo Membro del Team'.
import { CreatePage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { TeamMemberInputs } from './TeamMemberInputs';

export const TeamMemberCreate = () => (
  <CreatePage
    title="Nuovo Membro del Team"
    resource="team"
    saveErrorText={(error) =>
      withReason('Errore durante il salvataggio del membro del team', error)
    }
  >
    <TeamMemberInputs />
  </CreatePage>
);
