// The team members as a resource of the back office (resources.ts): its sidebar entry, its
// resource in the policy, the activity log's name of its records, and its screens, each a
// chunk of its own loaded on its first visit.
import GroupsIcon from '@mui/icons-material/Groups';
import { lazy } from 'react';
import type { AdminListResource } from '../lib/adminResource';

const TeamMemberList = lazy(() =>
  import('./TeamMemberList').then((m) => ({ default: m.TeamMemberList })),
);
const TeamMemberCreate = lazy(() =>
  import('./TeamMemberCreate').then((m) => ({ default: m.TeamMemberCreate })),
);
const TeamMemberEdit = lazy(() =>
  import('./TeamMemberEdit').then((m) => ({ default: m.TeamMemberEdit })),
);

const team: AdminListResource = {
  name: 'team',
  label: 'Team',
  icon: GroupsIcon,
  menu: 'site',
  permission: 'team',
  logLabels: { TeamMember: 'Membro del team' },
  list: TeamMemberList,
  create: TeamMemberCreate,
  edit: TeamMemberEdit,
};

export default team;
