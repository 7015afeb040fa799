// The revisions: a record's earlier versions, kept at each save by the record kit's
// resources that say so (`revisions: true`: news, courses, documents, pages, the site's
// ordered content) and by the settings, listed and restored over GraphQL here and over
// REST under each resource (/api/<resource>/:id/revisions, /api/settings/revisions).
import type { ResourceModule } from '../../domain/module.js';
import { Revision } from '../../domain/records/revisions.js';
import { RevisionsResolver } from './revisions.resolver.js';

export const revisions: ResourceModule = {
  name: 'revisions',
  entities: [Revision],
  resolvers: [RevisionsResolver],
};
