// The activity areas as a resource of the back office (resources.ts): its sidebar entry,
// its resource in the policy, the activity log's name of its records, and its screens,
// each a chunk of its own loaded on its first visit.
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { lazy } from 'react';
import type { AdminListResource } from '../lib/adminResource';

const ActivityList = lazy(() =>
  import('./ActivityList').then((m) => ({ default: m.ActivityList })),
);
const ActivityCreate = lazy(() =>
  import('./ActivityCreate').then((m) => ({ default: m.ActivityCreate })),
);
const ActivityEdit = lazy(() =>
  import('./ActivityEdit').then((m) => ({ default: m.ActivityEdit })),
);

const activities: AdminListResource = {
  name: 'activities',
  label: 'Attività',
  icon: VolunteerActivismIcon,
  menu: 'site',
  permission: 'activities',
  logLabels: { Activity: 'Attività' },
  list: ActivityList,
  create: ActivityCreate,
  edit: ActivityEdit,
};

export default activities;
