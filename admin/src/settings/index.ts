// 'Impostazioni' (/admin/settings): a chunk of its own, loaded on its first visit.
import { lazy } from 'react';

export { SETTINGS_PATH } from './SettingsSections';

export const SettingsPage = lazy(() =>
  import('./SettingsEdit').then((m) => ({ default: m.SettingsEdit })),
);
