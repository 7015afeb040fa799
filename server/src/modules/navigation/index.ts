// The navigation module: the site's header menu and footer links as the committee's data
// (kept with its settings), changed by administrators on the "Menu" screen.
import type { ResourceModule } from '../../domain/module.js';
import { ADMINS } from '../../domain/policy.js';
import { NavigationResolver } from './navigation.resolver.js';
import { navigationRead, navigationRoutes } from './navigation.routes.js';

export const navigation: ResourceModule = {
  name: 'navigation',
  resolvers: [NavigationResolver],
  api: { '/navigation': navigationRoutes },
  access: {
    navigation: { read: 'everyone', write: ADMINS, graphqlTypes: ['Navigation'] },
  },
  publicReads: [navigationRead],
};
