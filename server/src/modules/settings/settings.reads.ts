// The public read of the committee's settings (public-reads.ts): every page reads them.
import type { PublicRead } from '../../platform/cache/public-reads.js';

export const settingsRead: PublicRead = {
  name: 'settings',
  path: '/api/settings',
  filters: [],
  resources: ['settings'],
  graphqlFields: ['settings'],
};
