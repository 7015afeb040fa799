// The documents module: the transparency documents (PDFs by category) of /trasparenza.
import type { ResourceModule } from '../../domain/module.js';
import { STAFF } from '../../domain/policy.js';
import { documentsRead } from './document.reads.js';
import { Document } from './document.entity.js';
import { DocumentResolver } from './document.resolver.js';
import { documentsRoutes } from './documents.routes.js';

export const documents: ResourceModule = {
  name: 'documents',
  entities: [Document],
  resolvers: [DocumentResolver],
  api: { '/documents': documentsRoutes },
  access: { documents: { read: 'everyone', write: STAFF } },
  publicReads: [documentsRead],
  versionedTables: ['documents'],
  fileColumns: [['documents', 'file_url']],
};
