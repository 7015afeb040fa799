// /admin/stats/new: 'New Statistic', in the English wording of the spec.
import { CreatePage } from '../components/FormPage';
import { StatInputs } from './StatInputs';
import { statSaveErrorText, StatToolbar } from './statForm';

export const StatCreate = () => (
  <CreatePage
    title="New Statistic"
    resource="stats"
    saveErrorText={statSaveErrorText}
    toolbar={<StatToolbar />}
  >
    <StatInputs />
  </CreatePage>
);
