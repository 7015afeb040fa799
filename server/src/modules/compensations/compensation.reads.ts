// The public read of the compensations register (public-reads.ts).
import { recordFields, type PublicRead } from '../../platform/cache/public-reads.js';

export const compensationsRead: PublicRead = {
  name: 'compensations',
  path: '/api/compensations',
  filters: ['year'],
  resources: ['compensations'],
  graphqlFields: recordFields('Compensation', 'Compensations'),
};
