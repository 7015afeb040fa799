// The site's drawn images (site-images.ts) at the site's root, before the built site:
// GET /share-image.png, the link previews' image of every page without a photo of its
// own, drawn from the committee's settings (name, service area) and kept in memory until
// they change: each request reads the settings, and a change of the text draws it anew;
// revalidated by its ETag (`no-cache`), so an edit shows at once. /logo.png,
// /apple-touch-icon.png and /favicon.ico are the emblem, the same for every committee,
// drawn once per process.
import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import fresh from 'fresh';
import type { ModuleDeps } from '../../domain/module.js';
import { RequestScope } from '../../domain/scope.js';
import { SettingsService } from '../settings/settings.service.js';
import {
  APPLE_TOUCH_ICON_SIZE,
  LOGO_SIZE,
  renderEmblem,
  renderFavicon,
  renderShareImage,
  type ShareImageText,
} from './site-images.js';

/** The icons change only with the code: a day in any cache. */
const ICON_CACHE_CONTROL = 'public, max-age=86400';
const SHARE_IMAGE_CACHE_CONTROL = 'public, no-cache';

export const SITE_IMAGE_PATHS = {
  shareImage: '/share-image.png',
  logo: '/logo.png',
  appleTouchIcon: '/apple-touch-icon.png',
  favicon: '/favicon.ico',
} as const;

interface DrawnImage {
  key: string;
  bytes: Buffer;
  etag: string;
}

function drawn(key: string, bytes: Buffer): DrawnImage {
  return {
    key,
    bytes,
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
  };
}

function send(req: Request, res: Response, image: DrawnImage, type: string, cacheControl: string) {
  res.set({ 'Content-Type': type, 'Cache-Control': cacheControl, ETag: image.etag });
  if (fresh(req.headers, { etag: image.etag })) {
    res.status(304).end();
    return;
  }
  res.set('Content-Length', String(image.bytes.length));
  res.end(req.method === 'HEAD' ? undefined : image.bytes);
}

/** Draws once per key; the last image drawn is kept, and a drawing under way is shared. */
function lastDrawn(draw: (key: string) => Promise<Buffer>) {
  let kept: DrawnImage | undefined;
  let pending: { key: string; image: Promise<DrawnImage> } | undefined;
  return (key: string): Promise<DrawnImage> => {
    if (kept?.key === key) return Promise.resolve(kept);
    if (pending?.key !== key) {
      const image = draw(key).then((bytes) => drawn(key, bytes));
      const current = { key, image };
      pending = current;
      image.then(
        (done) => {
          kept = done;
          if (pending === current) pending = undefined;
        },
        () => {
          if (pending === current) pending = undefined;
        },
      );
    }
    return pending.image;
  };
}

export function siteImagesRoutes(deps: ModuleDeps): Router {
  const router = Router();
  const shareImage = lastDrawn((key) => renderShareImage(JSON.parse(key) as ShareImageText));
  const icons = {
    logo: lastDrawn(() => renderEmblem(LOGO_SIZE)),
    appleTouchIcon: lastDrawn(() => renderEmblem(APPLE_TOUCH_ICON_SIZE)),
    favicon: lastDrawn(() => renderFavicon()),
  };

  router.get(SITE_IMAGE_PATHS.shareImage, async (req, res) => {
    const settings = await new SettingsService(new RequestScope(deps, deps.orm.em.fork())).get();
    const text: ShareImageText = { name: settings.name, area: settings.serviceArea };
    send(req, res, await shareImage(JSON.stringify(text)), 'image/png', SHARE_IMAGE_CACHE_CONTROL);
  });
  router.get(SITE_IMAGE_PATHS.logo, async (req, res) => {
    send(req, res, await icons.logo('logo'), 'image/png', ICON_CACHE_CONTROL);
  });
  router.get(SITE_IMAGE_PATHS.appleTouchIcon, async (req, res) => {
    send(req, res, await icons.appleTouchIcon('icon'), 'image/png', ICON_CACHE_CONTROL);
  });
  router.get(SITE_IMAGE_PATHS.favicon, async (req, res) => {
    send(req, res, await icons.favicon('favicon'), 'image/x-icon', ICON_CACHE_CONTROL);
  });
  return router;
}
