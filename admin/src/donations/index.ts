// The donations as a resource of the back office (resources.ts), administrators only:
// its sidebar entry, its resource in the policy, the activity log's name of its records,
// and its screens, each a chunk of its own loaded on its first visit.
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { lazy } from 'react';
import type { AdminListResource } from '../lib/adminResource';

const DonationList = lazy(() =>
  import('./DonationList').then((m) => ({ default: m.DonationList })),
);
const DonationCreate = lazy(() =>
  import('./DonationCreate').then((m) => ({ default: m.DonationCreate })),
);
const DonationEdit = lazy(() =>
  import('./DonationEdit').then((m) => ({ default: m.DonationEdit })),
);

const donations: AdminListResource = {
  name: 'donations',
  label: 'Donazioni',
  icon: VolunteerActivismIcon,
  menu: 'panel',
  permission: 'donations',
  logLabels: { Donation: 'Donazione' },
  list: DonationList,
  create: DonationCreate,
  edit: DonationEdit,
};

export default donations;
