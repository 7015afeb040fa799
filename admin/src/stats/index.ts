// The stats screens, each a chunk of its own loaded on its first visit: the login page and
// the dashboard download less (react-admin's layout shows its loading view meanwhile).
import { lazy } from 'react';

const StatList = lazy(() => import('./StatList').then((m) => ({ default: m.StatList })));
const StatCreate = lazy(() => import('./StatCreate').then((m) => ({ default: m.StatCreate })));
const StatEdit = lazy(() => import('./StatEdit').then((m) => ({ default: m.StatEdit })));

export default { list: StatList, create: StatCreate, edit: StatEdit };
