// The site's drawn images (site-images.ts) at the site's root, before the built site:
// GET /share-image.png, the link previews' image of every page without a photo of its
// own, drawn from the committee's settings (name, service area) and kept in memory (one per
// text, in a store bounded in bytes): each request reads the settings, and a new text is drawn;
// revalidated by its ETag (`no-cache`), so an edit shows at once. /logo.png,
// /apple-touch-icon.png and /favicon.ico are the emblem, the same for every committee,
// drawn once per process.
import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import fresh from 'fresh';
import { ComputedValues } from '../../platform/cache/shared-computations.js';
import type { ModuleDeps } from '../../domain/module.js';
import { scopeOf } from '../../domain/scope.js';
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

/** The drawn images kept: a share image is a few tens of KB, one per committee's text. */
const MAX_DRAWN_BYTES = 8 * 1024 * 1024;

export function siteImagesRoutes(deps: ModuleDeps): Router {
  const router = Router();
  const images = new ComputedValues<DrawnImage>(
    MAX_DRAWN_BYTES,
    (image, key) => image.bytes.length + key.length * 2,
  );
  /** Drawn once per key (a drawing under way is shared), kept while there is room. */
  const drawOnce = async (key: string, draw: () => Promise<Buffer>): Promise<DrawnImage> =>
    (await images.get(key, async () => drawn(key, await draw()))) as DrawnImage;
  const shareImage = (key: string) =>
    drawOnce(key, () => renderShareImage(JSON.parse(key) as ShareImageText));
  const icons = {
    logo: () => drawOnce('logo', () => renderEmblem(LOGO_SIZE)),
    appleTouchIcon: () => drawOnce('icon', () => renderEmblem(APPLE_TOUCH_ICON_SIZE)),
    favicon: () => drawOnce('favicon', () => renderFavicon()),
  };

  router.get(SITE_IMAGE_PATHS.shareImage, deps.visitorScope, async (req, res) => {
    const settings = await new SettingsService(scopeOf(res)).get();
    const text: ShareImageText = { name: settings.name, area: settings.serviceArea };
    send(req, res, await shareImage(JSON.stringify(text)), 'image/png', SHARE_IMAGE_CACHE_CONTROL);
  });
  router.get(SITE_IMAGE_PATHS.logo, async (req, res) => {
    send(req, res, await icons.logo(), 'image/png', ICON_CACHE_CONTROL);
  });
  router.get(SITE_IMAGE_PATHS.appleTouchIcon, async (req, res) => {
    send(req, res, await icons.appleTouchIcon(), 'image/png', ICON_CACHE_CONTROL);
  });
  router.get(SITE_IMAGE_PATHS.favicon, async (req, res) => {
    send(req, res, await icons.favicon(), 'image/x-icon', ICON_CACHE_CONTROL);
  });
  return router;
}
