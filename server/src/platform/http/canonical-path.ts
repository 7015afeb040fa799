// One address per page of the public site: its paths are lower case without a trailing
// slash (web/src/config/paths.ts), while the browser's router would also match /NEWS or
// /5x1000/ and the page would declare itself canonical there. Such a request gets a
// permanent redirect to the page's own address, its query kept.

/**
 * The page's own path for a request path, or null when it is that already: leading and
 * trailing slashes as on the page (one, none) (the home page's excepted), letters in lower case (percent-escapes,
 * which name the same bytes in either case, left as they are).
 */
export function canonicalPagePath(pathname: string): string | null {
  // Leading slashes as one: `//host` must never become a redirect to another host.
  const single = pathname.replace(/^\/{2,}/, '/');
  const trimmed = single.length > 1 ? single.replace(/\/+$/, '') || '/' : single;
  const lowered = trimmed.replace(/%[0-9A-Fa-f]{2}|[^%]+/g, (part) =>
    part.startsWith('%') ? part : part.toLowerCase(),
  );
  return lowered === pathname ? null : lowered;
}
