// GraphQL adapter of the hero slides; anonymous callers get the visible ones only.
import { Resolver } from 'type-graphql';
import { orderedResolver } from '../../domain/ordered/ordered-resolver.js';
import { CreateHeroSlideArgs, HeroSlideListArgs, UpdateHeroSlideArgs } from './hero-slide.args.js';
import { HeroSlide } from './hero-slide.entity.js';
import { slideResource } from './hero-slide.service.js';

@Resolver(() => HeroSlide)
export class HeroSlideResolver extends orderedResolver({
  type: HeroSlide,
  name: 'HeroSlide',
  plural: 'HeroSlides',
  listArgs: HeroSlideListArgs,
  createArgs: CreateHeroSlideArgs,
  updateArgs: UpdateHeroSlideArgs,
  resource: slideResource,
}) {}
