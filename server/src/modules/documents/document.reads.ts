// The public read of the transparency documents (public-reads.ts).
import { recordFields, type PublicRead } from '../../platform/cache/public-reads.js';

export const documentsRead: PublicRead = {
  name: 'documents',
  path: '/api/documents',
  filters: ['q', 'category'],
  resources: ['documents'],
  graphqlFields: recordFields('Document', 'Documents'),
};
