// The settings module: the committee's one record of facts (name, addresses, bank,
// links…), read by every page, changed by administrators, and the first-run checklist.
import type { ResourceModule } from '../../domain/module.js';
import { ADMINS } from '../../domain/policy.js';
import { SettingsResolver } from './settings.resolver.js';
import { settingsRead } from './settings.reads.js';
import { settingsRoutes } from './settings.routes.js';
import { Settings } from './settings.entity.js';

export const settings: ResourceModule = {
  name: 'settings',
  entities: [Settings],
  resolvers: [SettingsResolver],
  api: { '/settings': settingsRoutes },
  access: {
    settings: {
      read: 'everyone',
      write: ADMINS,
      privateFields: { notificationEmail: ADMINS },
      graphqlTypes: ['Settings'],
    },
  },
  publicReads: [settingsRead],
  versionedTables: ['settings'],
};
