// The contact requests of the back office (administrators: the policy's contacts): the
// sidebar's entry with its unread counter, the list and the detail page, each screen a
// chunk of its own loaded on its first visit.
import MailIcon from '@mui/icons-material/Mail';
import { lazy } from 'react';
import type { AdminListResource } from '../lib/adminResource';
import { ContactsMenuLabel } from './ContactsMenuLabel';

const ContactList = lazy(() => import('./ContactList').then((m) => ({ default: m.ContactList })));
const ContactShow = lazy(() => import('./ContactShow').then((m) => ({ default: m.ContactShow })));

const contacts: AdminListResource = {
  name: 'contacts',
  label: 'Contatti',
  icon: MailIcon,
  menu: 'panel',
  menuLabel: ContactsMenuLabel,
  permission: 'contacts',
  logLabels: { Contact: 'Richiesta di contatto', ContactReply: 'Risposta a una richiesta' },
  list: ContactList,
  show: ContactShow,
};

export default contacts;
