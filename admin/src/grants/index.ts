// The public grants as a resource of the back office (resources.ts): its sidebar entry,
// its resource in the policy, the activity log's name of its records, and its screens,
// each a chunk of its own loaded on its first visit.
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazy } from 'react';
import type { AdminListResource } from '../lib/adminResource';

const GrantList = lazy(() => import('./GrantList').then((m) => ({ default: m.GrantList })));
const GrantCreate = lazy(() => import('./GrantCreate').then((m) => ({ default: m.GrantCreate })));
const GrantEdit = lazy(() => import('./GrantEdit').then((m) => ({ default: m.GrantEdit })));

const grants: AdminListResource = {
  name: 'grants',
  label: 'Contributi pubblici',
  icon: AccountBalanceIcon,
  menu: 'panel',
  permission: 'grants',
  logLabels: { Grant: 'Contributo pubblico' },
  list: GrantList,
  create: GrantCreate,
  edit: GrantEdit,
};

export default grants;
