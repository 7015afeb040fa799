// The hero slides module: the home page's carousel, in display order.
// An ordered content module (domain/ordered.ts): its entity, its arguments and the rules of
// its fields; the record kit does the rest.
import { orderedModule, type OrderedResource } from '../../domain/ordered.js';
import { CreateHeroSlideArgs, HeroSlideListArgs, UpdateHeroSlideArgs } from './hero-slide.args.js';
import { HeroSlide } from './hero-slide.entity.js';

export const slideResource: OrderedResource<HeroSlide> = {
  entity: HeroSlide,
  deleted: 'Slide eliminata',
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
  files: 'image',
};

export const slides = orderedModule({
  name: 'slides',
  path: '/slides',
  table: 'hero_slides',
  type: HeroSlide,
  graphqlName: 'HeroSlide',
  plural: 'HeroSlides',
  resource: slideResource,
  listArgs: HeroSlideListArgs,
  createArgs: CreateHeroSlideArgs,
  updateArgs: UpdateHeroSlideArgs,
  // A hidden slide exists only for the staff.
  publicRows: { visible: true },
});
