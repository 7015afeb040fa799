// The statistics as a resource of the back office (resources.ts): its sidebar entry, its
// resource in the policy, the activity log's name of its records, and its screens, each a
// chunk of its own loaded on its first visit.
import BarChartIcon from '@mui/icons-material/BarChart';
import { lazy } from 'react';
import type { AdminListResource } from '../lib/adminResource';

const StatList = lazy(() => import('./StatList').then((m) => ({ default: m.StatList })));
const StatCreate = lazy(() => import('./StatCreate').then((m) => ({ default: m.StatCreate })));
const StatEdit = lazy(() => import('./StatEdit').then((m) => ({ default: m.StatEdit })));

const stats: AdminListResource = {
  name: 'stats',
  label: 'Statistiche',
  icon: BarChartIcon,
  menu: 'panel',
  permission: 'stats',
  logLabels: { Stat: 'Statistica' },
  list: StatList,
  create: StatCreate,
  edit: StatEdit,
};

export default stats;
