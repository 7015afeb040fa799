// /admin/committees/new: 'Nuovo comitato', with its first administrator.
import { CreatePage } from '../components/FormPage';
import { FormToolbar } from '../components/FormToolbar';
import { committeeErrorText } from './committeeErrors';
import { CommitteeInputs } from './CommitteeInputs';

export const CommitteeCreate = () => (
  <CreatePage
    title="Nuovo comitato"
    resource="committees"
    saveErrorText={(error) => committeeErrorText(error)}
    toolbar={<FormToolbar cancelTo="/committees" />}
    defaultValues={() => ({ demo: false, hostnames: [] })}
  >
    <CommitteeInputs creating />
  </CreatePage>
);
