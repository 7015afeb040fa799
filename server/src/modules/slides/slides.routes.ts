// REST adapter of the hero slides: /api/slides (common/ordered-routes.ts); hidden slides
// are left out of the public list and are a 404 without an administrator's token.
import type { Router } from 'express';
import type { ApiDeps } from '../../domain/api-deps.js';
import { orderedRoutes } from '../../domain/ordered/ordered-routes.js';
import { PUBLIC_READS } from '../../platform/cache/public-reads.js';
import { CreateHeroSlideArgs, UpdateHeroSlideArgs } from './hero-slide.args.js';
import { slideResource } from './hero-slide.service.js';

export function slidesRoutes(deps: ApiDeps): Router {
  return orderedRoutes(deps, {
    read: PUBLIC_READS.slides,
    resource: slideResource,
    createArgs: CreateHeroSlideArgs,
    updateArgs: UpdateHeroSlideArgs,
    deleted: 'Slide eliminata',
  });
}
