// The activity areas screens, each a chunk of its own loaded on its first visit.
import { lazy } from 'react';

const ActivityList = lazy(() =>
  import('./ActivityList').then((m) => ({ default: m.ActivityList })),
);
const ActivityCreate = lazy(() =>
  import('./ActivityCreate').then((m) => ({ default: m.ActivityCreate })),
);
const ActivityEdit = lazy(() =>
  import('./ActivityEdit').then((m) => ({ default: m.ActivityEdit })),
);

export default { list: ActivityList, create: ActivityCreate, edit: ActivityEdit };
