// The users screens ('Utenti', administrators only), each a chunk of its own.
import { lazy } from 'react';

const UserList = lazy(() => import('./UserList').then((m) => ({ default: m.UserList })));
const UserCreate = lazy(() => import('./UserCreate').then((m) => ({ default: m.UserCreate })));
const UserEdit = lazy(() => import('./UserEdit').then((m) => ({ default: m.UserEdit })));

export default { list: UserList, create: UserCreate, edit: UserEdit };
