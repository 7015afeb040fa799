// The team members screens, each a chunk of its own loaded on its first visit.
import { lazy } from 'react';

const TeamMemberList = lazy(() =>
  import('./TeamMemberList').then((m) => ({ default: m.TeamMemberList })),
);
const TeamMemberCreate = lazy(() =>
  import('./TeamMemberCreate').then((m) => ({ default: m.TeamMemberCreate })),
);
const TeamMemberEdit = lazy(() =>
  import('./TeamMemberEdit').then((m) => ({ default: m.TeamMemberEdit })),
);

export default { list: TeamMemberList, create: TeamMemberCreate, edit: TeamMemberEdit };
