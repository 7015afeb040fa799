// The compensation screens, each a chunk of its own loaded on its first visit.
import { lazy } from 'react';

const CompensationList = lazy(() =>
  import('./CompensationList').then((m) => ({ default: m.CompensationList })),
);
const CompensationCreate = lazy(() =>
  import('./CompensationCreate').then((m) => ({ default: m.CompensationCreate })),
);
const CompensationEdit = lazy(() =>
  import('./CompensationEdit').then((m) => ({ default: m.CompensationEdit })),
);

export default { list: CompensationList, create: CompensationCreate, edit: CompensationEdit };
