// The services as a resource of the back office (resources.ts): its sidebar entry, its resource in
// the policy, the activity log's name of its records, and its screens, each a chunk of its
// own loaded on its first visit.
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import { lazy } from 'react';
import type { AdminListResource } from '../lib/adminResource';

const ServiceList = lazy(() => import('./ServiceList').then((m) => ({ default: m.ServiceList })));
const ServiceCreate = lazy(() =>
  import('./ServiceCreate').then((m) => ({ default: m.ServiceCreate })),
);
const ServiceEdit = lazy(() => import('./ServiceEdit').then((m) => ({ default: m.ServiceEdit })));

const services: AdminListResource = {
  name: 'services',
  label: 'Servizi',
  icon: MedicalServicesIcon,
  menu: 'site',
  permission: 'services',
  logLabels: { Service: 'Servizio' },
  list: ServiceList,
  create: ServiceCreate,
  edit: ServiceEdit,
};

export default services;
