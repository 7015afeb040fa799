// Business rules of the services: those of every ordered resource
// (common/ordered-service.ts); the body is sanitised rich text, empty when not given.
import type { OrderedResource } from '../../domain/ordered/ordered-service.js';
import { Service } from './service.entity.js';

export const serviceResource: OrderedResource<Service> = {
  entity: Service,
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
  illustrated: true,
};
