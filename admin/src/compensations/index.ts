// The compensations as a resource of the back office (resources.ts): its sidebar entry,
// its resource in the policy, the activity log's name of its records, and its screens,
// each a chunk of its own loaded on its first visit.
import BadgeIcon from '@mui/icons-material/Badge';
import { lazy } from 'react';
import type { AdminListResource } from '../lib/adminResource';

const CompensationList = lazy(() =>
  import('./CompensationList').then((m) => ({ default: m.CompensationList })),
);
const CompensationCreate = lazy(() =>
  import('./CompensationCreate').then((m) => ({ default: m.CompensationCreate })),
);
const CompensationEdit = lazy(() =>
  import('./CompensationEdit').then((m) => ({ default: m.CompensationEdit })),
);

const compensations: AdminListResource = {
  name: 'compensations',
  label: 'Compensi',
  icon: BadgeIcon,
  menu: 'panel',
  permission: 'compensations',
  logLabels: { Compensation: 'Compenso' },
  list: CompensationList,
  create: CompensationCreate,
  edit: CompensationEdit,
};

export default compensations;
