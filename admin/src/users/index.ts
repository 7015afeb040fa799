// The users ('Utenti', administrators by the policy) as a resource of the back office
// (resources.ts): its sidebar entry, its resource in the policy, the activity log's name
// of its records, and its screens, each a chunk of its own loaded on its first visit.
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { lazy } from 'react';
import type { AdminListResource } from '../lib/adminResource';
import { USERS_RESOURCE } from '../lib/backOfficeResources';

const UserList = lazy(() => import('./UserList').then((m) => ({ default: m.UserList })));
const UserCreate = lazy(() => import('./UserCreate').then((m) => ({ default: m.UserCreate })));
const UserEdit = lazy(() => import('./UserEdit').then((m) => ({ default: m.UserEdit })));

const users: AdminListResource = {
  name: USERS_RESOURCE,
  label: 'Utenti',
  icon: ManageAccountsIcon,
  menu: 'site',
  permission: 'users',
  logLabels: { User: 'Utente' },
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
};

export default users;
