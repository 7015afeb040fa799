// 'Cestino': the deleted records that can still be restored, a page of its own in a chunk of
// its own. Shown to those who may change the news (editors and administrators); each entry
// is listed only to those who may change its resource (the server says which).
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { lazy } from 'react';
import type { AdminPageResource } from '../lib/adminResource';

const TrashPage = lazy(() => import('./TrashPage').then((m) => ({ default: m.TrashPage })));

export const TRASH_PATH = '/cestino';

const trash: AdminPageResource = {
  name: 'trash',
  label: 'Cestino',
  icon: DeleteSweepIcon,
  menu: 'site',
  permission: 'news',
  logLabels: {},
  path: TRASH_PATH,
  page: TrashPage,
};

export default trash;
