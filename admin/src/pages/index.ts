// The committee's own pages as a resource of the back office (resources.ts): its sidebar
// entry, its resource in the policy, the activity log's name of its records, its screens.
import ArticleIcon from '@mui/icons-material/Article';
import { lazy } from 'react';
import type { AdminListResource } from '../lib/adminResource';

const PageList = lazy(() => import('./PageList').then((m) => ({ default: m.PageList })));
const PageCreate = lazy(() => import('./PageCreate').then((m) => ({ default: m.PageCreate })));
const PageEdit = lazy(() => import('./PageEdit').then((m) => ({ default: m.PageEdit })));

const pages: AdminListResource = {
  name: 'pages',
  label: 'Pagine',
  icon: ArticleIcon,
  menu: 'site',
  permission: 'pages',
  logLabels: { SitePage: 'Pagina' },
  list: PageList,
  create: PageCreate,
  edit: PageEdit,
};

export default pages;
