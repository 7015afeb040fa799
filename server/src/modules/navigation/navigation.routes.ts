// REST adapter of the navigation: GET /api/navigation (public, from the public cache) and
// PUT /api/navigation (administrators, JSON { header: [...], footer: [...] }: each list of
// { label, kind, target, visible, order }; a list left out is kept).
import { Router } from 'express';
import type { ModuleDeps } from '../../domain/module.js';
import { scopeOf } from '../../domain/scope.js';
import { BODY_RULES, readBody } from '../../platform/http/rest-bodies.js';
import type { PublicRead } from '../../platform/cache/public-reads.js';
import { NavigationService } from './navigation.service.js';
import type { Navigation, NavigationItem } from './navigation.types.js';

export const navigationRead: PublicRead = {
  name: 'navigation',
  path: '/api/navigation',
  filters: [],
  resources: ['settings', 'site_pages'],
  graphqlFields: ['navigation'],
};

function restItem(item: NavigationItem) {
  return {
    label: item.label,
    kind: item.kind,
    target: item.target,
    visible: item.visible,
    order: item.order,
    href: item.href,
  };
}

function toRest(navigation: Navigation) {
  return {
    header: navigation.header.map(restItem),
    footer: navigation.footer.map(restItem),
    headerLinks: navigation.headerLinks,
    footerLinks: navigation.footerLinks,
  };
}

export function navigationRoutes(deps: ModuleDeps): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const scope = scopeOf(res);
    await deps.cache.sendRead(req, res, navigationRead, {
      compute: async () => toRest(await new NavigationService(scope).get()),
    });
  });

  router.put('/', async (req, res) => {
    const scope = scopeOf(res);
    scope.authorize('navigation', 'write');
    const { fields } = await readBody(req, BODY_RULES.json);
    const navigation = await new NavigationService(scope).update({
      header: fields.header,
      footer: fields.footer,
    });
    res.json(toRest(navigation));
  });

  return router;
}
