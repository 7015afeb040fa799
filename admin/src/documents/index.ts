// The documents as a resource of the back office (resources.ts): its sidebar entry, its
// resource in the policy, the activity log's name of its records, and its screens, each a
// chunk of its own loaded on its first visit.
import DescriptionIcon from '@mui/icons-material/Description';
import { lazy } from 'react';
import type { AdminListResource } from '../lib/adminResource';

const DocumentList = lazy(() =>
  import('./DocumentList').then((m) => ({ default: m.DocumentList })),
);
const DocumentCreate = lazy(() =>
  import('./DocumentCreate').then((m) => ({ default: m.DocumentCreate })),
);
const DocumentEdit = lazy(() =>
  import('./DocumentEdit').then((m) => ({ default: m.DocumentEdit })),
);

const documents: AdminListResource = {
  name: 'documents',
  label: 'Documenti',
  icon: DescriptionIcon,
  menu: 'panel',
  permission: 'documents',
  logLabels: { Document: 'Documento' },
  list: DocumentList,
  create: DocumentCreate,
  edit: DocumentEdit,
};

export default documents;
