// The services module: what the committee offers citizens, in display order.
// An ordered content module (domain/ordered.ts): its entity, its arguments and the rules of
// its fields; the record kit does the rest.
import { orderedModule, type OrderedResource } from '../../domain/ordered.js';
import { CreateServiceArgs, ServiceListArgs, UpdateServiceArgs } from './service.args.js';
import { Service } from './service.entity.js';

export const serviceResource: OrderedResource<Service> = {
  entity: Service,
  deleted: 'Servizio eliminato',
  notFound: 'Servizio non trovato',
  fields: {
    title: 'text',
    category: 'text',
    summary: 'text',
    body: 'richText',
    features: 'strings',
    icon: 'text',
    isNew: 'boolean',
    imageAlt: 'optionalText',
  },
  sortable: ['title', 'category', 'createdAt', 'updatedAt'],
  files: 'image',
};

export const services = orderedModule({
  name: 'services',
  path: '/services',
  table: 'services',
  type: Service,
  graphqlName: 'Service',
  plural: 'Services',
  resource: serviceResource,
  listArgs: ServiceListArgs,
  createArgs: CreateServiceArgs,
  updateArgs: UpdateServiceArgs,
  richText: ['body'],
});
