// /admin/team/{id}/edit: 'Modifica Membro del Team', the record loaded into the form,
// its earlier versions under it (history, with 'Ripristina').
import { EditPage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { TeamMemberInputs } from './TeamMemberInputs';

export const TeamMemberEdit = () => (
  <EditPage
    title="Modifica Membro del Team"
    resource="team"
    history
    loadErrorText="Errore nel caricamento del membro del team"
    saveErrorText={(error) =>
      withReason('Errore durante il salvataggio del membro del team', error)
    }
  >
    <TeamMemberInputs />
  </EditPage>
);
