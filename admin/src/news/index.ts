// The news screens, each a chunk of its own loaded on its first visit: the login page and
// the dashboard download less (react-admin's layout shows its loading view meanwhile).
import { lazy } from 'react';

const NewsList = lazy(() => import('./NewsList').then((m) => ({ default: m.NewsList })));
const NewsCreate = lazy(() => import('./NewsCreate').then((m) => ({ default: m.NewsCreate })));
const NewsEdit = lazy(() => import('./NewsEdit').then((m) => ({ default: m.NewsEdit })));

export default { list: NewsList, create: NewsCreate, edit: NewsEdit };
