// The history timeline entries as a resource of the back office (resources.ts): its
// sidebar entry, its resource in the policy, the activity log's name of its records, and
// its screens, each a chunk of its own loaded on its first visit.
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import { lazy } from 'react';
import type { AdminListResource } from '../lib/adminResource';

const TimelineEventList = lazy(() =>
  import('./TimelineEventList').then((m) => ({ default: m.TimelineEventList })),
);
const TimelineEventCreate = lazy(() =>
  import('./TimelineEventCreate').then((m) => ({ default: m.TimelineEventCreate })),
);
const TimelineEventEdit = lazy(() =>
  import('./TimelineEventEdit').then((m) => ({ default: m.TimelineEventEdit })),
);

const timeline: AdminListResource = {
  name: 'timeline',
  label: 'Storia del comitato',
  icon: HistoryEduIcon,
  menu: 'site',
  permission: 'timeline',
  logLabels: { TimelineEvent: 'Evento della storia' },
  list: TimelineEventList,
  create: TimelineEventCreate,
  edit: TimelineEventEdit,
};

export default timeline;
