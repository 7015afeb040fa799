// 'Registro attività' (administrators only): a list, in a chunk of its own.
import { lazy } from 'react';

const ActivityLogList = lazy(() =>
  import('./ActivityLogList').then((m) => ({ default: m.ActivityLogList })),
);

export default { list: ActivityLogList };
