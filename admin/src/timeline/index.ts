// The history timeline entries screens, each a chunk of its own loaded on its first visit.
import { lazy } from 'react';

const TimelineEventList = lazy(() =>
  import('./TimelineEventList').then((m) => ({ default: m.TimelineEventList })),
);
const TimelineEventCreate = lazy(() =>
  import('./TimelineEventCreate').then((m) => ({ default: m.TimelineEventCreate })),
);
const TimelineEventEdit = lazy(() =>
  import('./TimelineEventEdit').then((m) => ({ default: m.TimelineEventEdit })),
);

export default { list: TimelineEventList, create: TimelineEventCreate, edit: TimelineEventEdit };
