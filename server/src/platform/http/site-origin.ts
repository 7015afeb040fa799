// The base of the site's own absolute URLs (sitemap, RSS feed, robots.txt): PUBLIC_URL when
// it is set, else the scheme and host the request came with, read as express reads them
// (X-Forwarded-Proto and X-Forwarded-Host only through TRUST_PROXY hops). A Host that is
// not a host name is never copied into an answer: the default PUBLIC_URL stands in for it.
import type { IncomingMessage } from 'node:http';
import type { AppConfig } from '../../config.js';
import { cameOverHttps } from './security.js';

export interface SiteOrigin {
  /** scheme://host[:port] (or PUBLIC_URL with its path), without a trailing slash. */
  readonly origin: string;
  /** True when taken from the request (its Host header) rather than PUBLIC_URL. */
  readonly fromRequest: boolean;
}

/** A host name, IPv4 or bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

/** The site's origin for a request, under this configuration. */
export function siteOriginOf(
  config: Pick<AppConfig, 'siteUrl' | 'publicUrl' | 'trustProxy'>,
): (req: IncomingMessage) => SiteOrigin {
  if (config.siteUrl !== undefined) {
    const fixed: SiteOrigin = { origin: config.siteUrl, fromRequest: false };
    return () => fixed;
  }
  const fallback: SiteOrigin = { origin: config.publicUrl, fromRequest: false };
  return (req) => {
    const forwarded =
      config.trustProxy > 0 ? firstValue(req.headers['x-forwarded-host']) : undefined;
    const host = (forwarded ?? req.headers.host)?.toLowerCase();
    if (!host || !HOST.test(host)) return fallback;
    const scheme = cameOverHttps(req, config.trustProxy) ? 'https' : 'http';
    return { origin: `${scheme}://${host}`, fromRequest: true };
  };
}
