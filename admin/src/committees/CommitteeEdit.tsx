// /admin/committees/{id}/edit: 'Modifica comitato' (name, address, own domains, place).
import { EditPage } from '../components/FormPage';
import { FormToolbar } from '../components/FormToolbar';
import { committeeErrorText } from './committeeErrors';
import { CommitteeInputs } from './CommitteeInputs';

export const CommitteeEdit = () => (
  <EditPage
    title="Modifica comitato"
    resource="committees"
    loadErrorText="Errore nel caricamento del comitato"
    saveErrorText={(error) => committeeErrorText(error)}
    toolbar={<FormToolbar cancelTo="/committees" />}
  >
    <CommitteeInputs creating={false} />
  </EditPage>
);
