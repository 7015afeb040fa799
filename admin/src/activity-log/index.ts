// 'Registro attività' (the policy's activityLog: administrators read it, nobody writes
// it): a list, in a chunk of its own.
import ListAltIcon from '@mui/icons-material/ListAlt';
import { lazy } from 'react';
import type { AdminListResource } from '../lib/adminResource';
import { ACTIVITY_LOG_RESOURCE } from '../lib/backOfficeResources';

const ActivityLogList = lazy(() =>
  import('./ActivityLogList').then((m) => ({ default: m.ActivityLogList })),
);

const activityLog: AdminListResource = {
  name: ACTIVITY_LOG_RESOURCE,
  label: 'Registro attività',
  icon: ListAltIcon,
  menu: 'site',
  permission: 'activityLog',
  logLabels: {},
  list: ActivityLogList,
};

export default activityLog;
