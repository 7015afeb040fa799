// The news as a resource of the back office (resources.ts): its sidebar entry, its
// resource in the policy, the activity log's name of its records, and its screens, each a
// chunk of its own loaded on its first visit.
import NewspaperIcon from '@mui/icons-material/Newspaper';
import { lazy } from 'react';
import type { AdminListResource } from '../lib/adminResource';

const NewsList = lazy(() => import('./NewsList').then((m) => ({ default: m.NewsList })));
const NewsCreate = lazy(() => import('./NewsCreate').then((m) => ({ default: m.NewsCreate })));
const NewsEdit = lazy(() => import('./NewsEdit').then((m) => ({ default: m.NewsEdit })));

const news: AdminListResource = {
  name: 'news',
  label: 'News',
  icon: NewspaperIcon,
  menu: 'panel',
  permission: 'news',
  logLabels: { News: 'Notizia' },
  list: NewsList,
  create: NewsCreate,
  edit: NewsEdit,
};

export default news;
