// The services screens, each a chunk of its own loaded on its first visit.
import { lazy } from 'react';

const ServiceList = lazy(() => import('./ServiceList').then((m) => ({ default: m.ServiceList })));
const ServiceCreate = lazy(() =>
  import('./ServiceCreate').then((m) => ({ default: m.ServiceCreate })),
);
const ServiceEdit = lazy(() => import('./ServiceEdit').then((m) => ({ default: m.ServiceEdit })));

export default { list: ServiceList, create: ServiceCreate, edit: ServiceEdit };
