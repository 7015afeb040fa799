// 'Impostazioni' (/admin/settings): the committee's one settings record, edited by whoever
// may write the policy's settings; the page is a chunk of its own, loaded on its first visit.
import SettingsIcon from '@mui/icons-material/Settings';
import { lazy } from 'react';
import type { AdminPageResource } from '../lib/adminResource';
import { SETTINGS_RESOURCE } from '../lib/buildQuery';
import { SETTINGS_PATH } from './SettingsSections';

export { SETTINGS_PATH };

const SettingsPage = lazy(() =>
  import('./SettingsEdit').then((m) => ({ default: m.SettingsEdit })),
);

const settings: AdminPageResource = {
  name: SETTINGS_RESOURCE,
  label: 'Impostazioni',
  icon: SettingsIcon,
  menu: 'site',
  permission: 'settings',
  logLabels: { Settings: 'Impostazioni' },
  path: SETTINGS_PATH,
  page: SettingsPage,
};

export default settings;
