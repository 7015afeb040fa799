// /admin/projects/{id}/edit: 'Modifica Corso', with its enrolments when booked on the site.
import { EditPage } from '../components/FormPage';
import { withReason } from '../lib/notifications';
import { EnrolmentsPanel } from './EnrolmentsPanel';
import { ProjectInputs } from './ProjectInputs';

export const ProjectEdit = () => (
  <EditPage
    history
    title="Modifica Corso"
    resource="projects"
    loadErrorText="Errore nel caricamento del progetto"
    saveErrorText={(error) => withReason('Errore durante il salvataggio del progetto', error)}
  >
    <ProjectInputs />
    <EnrolmentsPanel />
  </EditPage>
);
