// The 5x1000 reports as a resource of the back office (resources.ts): its sidebar entry,
// its resource in the policy, the activity log's name of its records, and its screens,
// each a chunk of its own loaded on its first visit.
import SavingsIcon from '@mui/icons-material/Savings';
import { lazy } from 'react';
import type { AdminListResource } from '../lib/adminResource';

const FivePerThousandList = lazy(() =>
  import('./FivePerThousandList').then((m) => ({ default: m.FivePerThousandList })),
);
const FivePerThousandCreate = lazy(() =>
  import('./FivePerThousandCreate').then((m) => ({ default: m.FivePerThousandCreate })),
);
const FivePerThousandEdit = lazy(() =>
  import('./FivePerThousandEdit').then((m) => ({ default: m.FivePerThousandEdit })),
);

const fivePerThousand: AdminListResource = {
  name: 'five-per-thousand',
  label: '5x1000',
  icon: SavingsIcon,
  menu: 'panel',
  permission: 'fivePerThousand',
  logLabels: { FivePerThousandReport: 'Rendiconto 5x1000' },
  list: FivePerThousandList,
  create: FivePerThousandCreate,
  edit: FivePerThousandEdit,
};

export default fivePerThousand;
