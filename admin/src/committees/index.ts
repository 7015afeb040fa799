// The committees ('Comitati', platform administrators only by the policy: the entry, the
// screens and the switch exist only where `me.permissions` lists committees.read) as a
// resource of the back office (resources.ts).
import ApartmentIcon from '@mui/icons-material/Apartment';
import { lazy } from 'react';
import type { AdminListResource } from '../lib/adminResource';
import { COMMITTEES_RESOURCE } from '../lib/committees';

const CommitteeList = lazy(() =>
  import('./CommitteeList').then((m) => ({ default: m.CommitteeList })),
);
const CommitteeCreate = lazy(() =>
  import('./CommitteeCreate').then((m) => ({ default: m.CommitteeCreate })),
);
const CommitteeEdit = lazy(() =>
  import('./CommitteeEdit').then((m) => ({ default: m.CommitteeEdit })),
);

const committees: AdminListResource = {
  name: COMMITTEES_RESOURCE,
  label: 'Comitati',
  icon: ApartmentIcon,
  menu: 'panel',
  permission: 'committees',
  logLabels: { Committee: 'Comitato' },
  list: CommitteeList,
  create: CommitteeCreate,
  edit: CommitteeEdit,
};

export default committees;
