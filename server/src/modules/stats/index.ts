// The statistics module: the home page's headline numbers, in display order (spec calls
// GET /stats, GET /stats/:id, POST and PUT JSON {title, value, description}, DELETE).
// An ordered content module (domain/ordered.ts) without reordering as a whole.
import { orderedModule, type OrderedResource } from '../../domain/ordered.js';
import { CreateStatArgs, StatListArgs, UpdateStatArgs } from './stat.args.js';
import { Stat } from './stat.entity.js';

export const statResource: OrderedResource<Stat> = {
  entity: Stat,
  deleted: 'Statistica eliminata',
  notFound: 'Statistica non trovata',
  fields: { title: 'text', value: 'text', description: 'text' },
  sortable: ['title', 'value', 'createdAt', 'updatedAt'],
  files: 'none',
};

export const stats = orderedModule({
  name: 'stats',
  path: '/stats',
  table: 'stats',
  type: Stat,
  graphqlName: 'Stat',
  plural: 'Stats',
  resource: statResource,
  listArgs: StatListArgs,
  createArgs: CreateStatArgs,
  updateArgs: UpdateStatArgs,
  reorder: false,
});
