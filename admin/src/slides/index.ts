// The home hero slides as a resource of the back office (resources.ts): its sidebar entry,
// its resource in the policy, the activity log's name of its records, and its screens,
// each a chunk of its own loaded on its first visit.
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { lazy } from 'react';
import type { AdminListResource } from '../lib/adminResource';

const SlideList = lazy(() => import('./SlideList').then((m) => ({ default: m.SlideList })));
const SlideCreate = lazy(() => import('./SlideCreate').then((m) => ({ default: m.SlideCreate })));
const SlideEdit = lazy(() => import('./SlideEdit').then((m) => ({ default: m.SlideEdit })));

const slides: AdminListResource = {
  name: 'slides',
  label: 'Slide',
  icon: ViewCarouselIcon,
  menu: 'site',
  permission: 'slides',
  logLabels: { HeroSlide: 'Slide' },
  list: SlideList,
  create: SlideCreate,
  edit: SlideEdit,
};

export default slides;
