// /admin/projects/new: 'Nuovo Corso'.
import { CreatePage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { ProjectInputs } from './ProjectInputs';

export const ProjectCreate = () => (
  <CreatePage
    title="Nuovo Corso"
    resource="projects"
    saveErrorText={(error) => withReason('Errore durante il salvataggio del progetto', error)}
  >
    <ProjectInputs />
  </CreatePage>
);
