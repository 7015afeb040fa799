// The projects screens, each a chunk of its own loaded on its first visit: the login page and
// the dashboard download less (react-admin's layout shows its loading view meanwhile).
import { lazy } from 'react';

const ProjectList = lazy(() => import('./ProjectList').then((m) => ({ default: m.ProjectList })));
const ProjectCreate = lazy(() =>
  import('./ProjectCreate').then((m) => ({ default: m.ProjectCreate })),
);
const ProjectEdit = lazy(() => import('./ProjectEdit').then((m) => ({ default: m.ProjectEdit })));

export default { list: ProjectList, create: ProjectCreate, edit: ProjectEdit };
