// The site's link to one of its own pages: an <a> with the route's href that navigates in
// the app on a plain click (a click with a modifier key, or on a link with another target,
// is left to the browser). Built on the router's useHref and useLinkClickHandler, as its
// documentation describes for custom links, rather than on its <Link>: that one also
// carries framework mode's route prefetching, which this site does not use and whose code
// (about 2 KB gzip) every page would load before it can respond.
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the current history entry (by default only when `to` is the current location). */
  replace?: boolean;
  /** The history entry's state. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, target, onClick, ref, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, {
    replace,
    state,
    target,
  });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...anchor} ref={ref} href={href} target={target} onClick={handleClick} />;
}
