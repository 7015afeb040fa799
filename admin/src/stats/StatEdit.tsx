// /admin/stats/{id}/edit: 'Edit Statistic', in the English wording of the spec.
import { EditPage } from '../components/FormPage';
import { StatInputs } from './StatInputs';
import { statSaveErrorText, StatToolbar } from './statForm';

export const StatEdit = () => (
  <EditPage
    title="Edit Statistic"
    resource="stats"
    loadErrorText="Error fetching stat"
    saveErrorText={statSaveErrorText}
    toolbar={<StatToolbar />}
  >
    <StatInputs />
  </EditPage>
);
