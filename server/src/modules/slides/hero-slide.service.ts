// Business rules of the hero slides: those of every ordered resource
// (common/ordered-service.ts); a slide that is not visible exists only for administrators.
import type { OrderedResource } from '../../domain/ordered/ordered-service.js';
import { HeroSlide } from './hero-slide.entity.js';

export const slideResource: OrderedResource<HeroSlide> = {
  entity: HeroSlide,
  notFound: 'Slide non trovata',
  fields: {
    title: 'text',
    subtitle: 'text',
    description: 'optionalText',
    imageAlt: 'text',
    buttonLabel: 'text',
    buttonLink: 'text',
    visible: 'boolean',
  },
  sortable: ['title', 'visible', 'createdAt', 'updatedAt'],
  illustrated: true,
  publicOnly: { visible: true },
};
