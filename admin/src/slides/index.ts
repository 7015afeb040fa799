// The home hero slides screens, each a chunk of its own loaded on its first visit.
import { lazy } from 'react';

const SlideList = lazy(() => import('./SlideList').then((m) => ({ default: m.SlideList })));
const SlideCreate = lazy(() => import('./SlideCreate').then((m) => ({ default: m.SlideCreate })));
const SlideEdit = lazy(() => import('./SlideEdit').then((m) => ({ default: m.SlideEdit })));

export default { list: SlideList, create: SlideCreate, edit: SlideEdit };
