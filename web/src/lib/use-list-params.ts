// A list page's state in the URL (list-params.ts): read from the router's location, so
// that the server's render (StaticRouter) and the browser's read the same filters, only
// the parameters the page knows, as it would write them; written back with `replace` (a
// filter typed letter by letter is not a history entry) as an in-place navigation (the
// page keeps its scroll position, lib/scroll.ts).
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { LIST_PARAMS } from '../config/constants';
import { knownParams, searchWith, type ParamChanges, type ParamReaders } from './list-params';
import { inPlaceState, isInPlace } from './scroll';

export interface ListParams {
  /** The page's known parameters in the current URL (knownParams). */
  params: URLSearchParams;
  /** A link to this page with `changes` applied to its query (see searchWith). */
  hrefWith: (changes: ParamChanges) => string;
  /**
   * Applies `changes` to the URL: replacing the current history entry unless `push`;
   * `source` marks who wrote it (the search box knows its own writes).
   */
  update: (changes: ParamChanges, options?: { push?: boolean; source?: string }) => void;
}

/** `readers`: the page's parameters (knownParams), a constant or a memoised object. */
export function useListParams(readers: ParamReaders): ListParams {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(
    () => knownParams(new URLSearchParams(search), readers),
    [search, readers],
  );
  // The router shows a new URL a moment after it is written (its updates are React
  // transitions): a second change made meanwhile (a letter typed, then a category chosen)
  // builds on the last URL written, not on the one rendered.
  const written = useRef(search);
  useLayoutEffect(() => {
    written.current = search;
  }, [search]);

  const hrefWith = useCallback(
    (changes: ParamChanges) => `${pathname}${searchWith(params, changes)}`,
    [pathname, params],
  );

  const update = useCallback<ListParams['update']>(
    (changes, { push = false, source } = {}) => {
      const next = searchWith(knownParams(new URLSearchParams(written.current), readers), changes);
      written.current = next;
      navigate(
        { pathname, search: next },
        { replace: !push, state: inPlaceState(source), preventScrollReset: true },
      );
    },
    [navigate, pathname, readers],
  );

  return { params, hrefWith, update };
}

/**
 * A filter field of a list (the search box, a category select), kept in the URL's `name`
 * parameter as `read` reads it. The field shows a change at once, and the URL (so the
 * list) follows, back to page 1: the router shows a URL a moment after it is written, and
 * a text box bound to that would lose letters typed meanwhile. When the URL changes
 * otherwise (Back, a link, another field), the field shows the URL's value again.
 */
export function useUrlField(
  list: ListParams,
  name: string,
  read: (value: string | null) => string,
): [string, (value: string) => void] {
  const location = useLocation();
  const navigationType = useNavigationType();
  const fromUrl = read(list.params.get(name));
  const [value, setValue] = useState(fromUrl);
  const [seen, setSeen] = useState({ key: location.key, fromUrl });
  if (seen.key !== location.key || seen.fromUrl !== fromUrl) {
    setSeen({ key: location.key, fromUrl });
    // Its own writes aside, a new URL, or the same URL read anew (the news categories
    // arrive with the data), is what the field shows.
    const ownWrite =
      seen.key !== location.key && navigationType !== 'POP' && isInPlace(location.state, name);
    if (!ownWrite) setValue(fromUrl);
  }

  const { update } = list;
  const change = useCallback(
    (next: string) => {
      const kept = read(next);
      setValue(kept);
      update({ [name]: kept, [LIST_PARAMS.page]: null }, { source: name });
    },
    [update, name, read],
  );
  return [value, change];
}
