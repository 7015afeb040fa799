// The contact screens, each a chunk of its own loaded on its first visit.
import { lazy } from 'react';

const ContactList = lazy(() => import('./ContactList').then((m) => ({ default: m.ContactList })));
const ContactShow = lazy(() => import('./ContactShow').then((m) => ({ default: m.ContactShow })));

export default { list: ContactList, show: ContactShow };
