// The events as a resource of the back office (resources.ts): its sidebar entry, its
// resource in the policy, the activity log's name of its records, and its screens, each a
// chunk of its own loaded on its first visit.
import EventIcon from '@mui/icons-material/Event';
import { lazy } from 'react';
import type { AdminListResource } from '../lib/adminResource';

const EventList = lazy(() => import('./EventList').then((m) => ({ default: m.EventList })));
const EventCreate = lazy(() => import('./EventCreate').then((m) => ({ default: m.EventCreate })));
const EventEdit = lazy(() => import('./EventEdit').then((m) => ({ default: m.EventEdit })));

const events: AdminListResource = {
  name: 'events',
  label: 'Eventi',
  icon: EventIcon,
  menu: 'panel',
  permission: 'events',
  logLabels: { Event: 'Evento' },
  list: EventList,
  create: EventCreate,
  edit: EventEdit,
};

export default events;
