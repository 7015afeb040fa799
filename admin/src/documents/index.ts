// The documents screens, each a chunk of its own loaded on its first visit: the login page and
// the dashboard download less (react-admin's layout shows its loading view meanwhile).
import { lazy } from 'react';

const DocumentList = lazy(() =>
  import('./DocumentList').then((m) => ({ default: m.DocumentList })),
);
const DocumentCreate = lazy(() =>
  import('./DocumentCreate').then((m) => ({ default: m.DocumentCreate })),
);
const DocumentEdit = lazy(() =>
  import('./DocumentEdit').then((m) => ({ default: m.DocumentEdit })),
);

export default { list: DocumentList, create: DocumentCreate, edit: DocumentEdit };
