// The grants screens, each a chunk of its own loaded on its first visit.
import { lazy } from 'react';

const GrantList = lazy(() => import('./GrantList').then((m) => ({ default: m.GrantList })));
const GrantCreate = lazy(() => import('./GrantCreate').then((m) => ({ default: m.GrantCreate })));
const GrantEdit = lazy(() => import('./GrantEdit').then((m) => ({ default: m.GrantEdit })));

export default { list: GrantList, create: GrantCreate, edit: GrantEdit };
