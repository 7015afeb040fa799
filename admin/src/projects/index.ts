// The courses (projects) as a resource of the back office (resources.ts): its sidebar
// entry, its resource in the policy, the activity log's name of its records, and its
// screens, each a chunk of its own loaded on its first visit.
import SchoolIcon from '@mui/icons-material/School';
import { lazy } from 'react';
import type { AdminListResource } from '../lib/adminResource';

const ProjectList = lazy(() => import('./ProjectList').then((m) => ({ default: m.ProjectList })));
const ProjectCreate = lazy(() =>
  import('./ProjectCreate').then((m) => ({ default: m.ProjectCreate })),
);
const ProjectEdit = lazy(() => import('./ProjectEdit').then((m) => ({ default: m.ProjectEdit })));

const projects: AdminListResource = {
  name: 'projects',
  label: 'Corsi',
  icon: SchoolIcon,
  menu: 'panel',
  permission: 'projects',
  logLabels: { Project: 'Corso' },
  list: ProjectList,
  create: ProjectCreate,
  edit: ProjectEdit,
};

export default projects;
