// Security headers (helmet) with a Content-Security-Policy under which the three
// browser apps work as built: the public site (React, styled-components), the admin
// (react-admin: MUI/emotion inject <style> elements, hence style-src 'unsafe-inline')
// and the self-hosted GraphiQL. Scripts only from our own origin; the one inline script
// allowed is the public site's boot script (web/vite.config.ts), by the hash of its text.
// Strict-Transport-Security only on answers to requests that came over HTTPS: the server
// also runs on plain http (localhost, a LAN address), where the header means nothing, and
// behind a TLS proxy it learns the scheme from X-Forwarded-Proto when TRUST_PROXY trusts it.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** One year, subdomains included (helmet's default value, sent only over HTTPS). */
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // News images may be absolute https URLs (object storage, or an image URL given in the admin).
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  // Uploaded PDFs open in the browser's viewer; the external booking page is a link, not a
  // frame. The history video plays in YouTube's privacy-enhanced player, loaded on a click.
  'frame-src': ["'self'", 'https://www.youtube-nocookie.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  // Not forced: the server also runs on plain http (localhost, a LAN address); TLS is the proxy's job.
  'upgrade-insecure-requests': null,
};

/**
 * The CSP sources ('sha256-…') of the inline scripts of a page template: classic scripts
 * without src, not data blocks such as `<script type="application/json">`.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc\s*=/.test(attributes) || /\btype\s*=/.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The headers every answer carries (HSTS apart: see strictTransportSecurity).
 * `scriptHashes`: inline scripts allowed besides the origin's files (inlineScriptHashes).
 */
export function securityHeaders(scriptHashes: readonly string[] = []): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...contentSecurityPolicy,
        'script-src': [...contentSecurityPolicy['script-src'], ...scriptHashes],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
}

/**
 * Whether a plain node:http request came over HTTPS, as express's req.secure decides with
 * `trust proxy` set to trustProxy hops: a TLS socket, or a trusted proxy's
 * X-Forwarded-Proto (its first value) saying https.
 */
export function cameOverHttps(req: IncomingMessage, trustProxy: number): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (trustProxy <= 0) return false;
  const header = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  return first?.toLowerCase() === 'https';
}

/** Strict-Transport-Security on answers to HTTPS requests only (req.secure honours TRUST_PROXY). */
export function strictTransportSecurity(): RequestHandler {
  return (req, res, next) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS_HEADER);
    next();
  };
}
