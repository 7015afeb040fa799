// 'Menu' (/admin/menu): the site's header menu and footer links, edited by whoever may
// write the policy's navigation (administrators); a chunk of its own.
import MenuIcon from '@mui/icons-material/Menu';
import { lazy } from 'react';
import type { AdminPageResource } from '../lib/adminResource';
import { NAVIGATION_RESOURCE } from '../lib/buildQuery';

export const NAVIGATION_PATH = '/menu';

const NavigationPage = lazy(() =>
  import('./NavigationEdit').then((m) => ({ default: m.NavigationEdit })),
);

const navigation: AdminPageResource = {
  name: NAVIGATION_RESOURCE,
  label: 'Menu',
  icon: MenuIcon,
  menu: 'site',
  permission: 'navigation',
  logLabels: { Navigation: 'Menu' },
  path: NAVIGATION_PATH,
  page: NavigationPage,
};

export default navigation;
