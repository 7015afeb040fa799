import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { routes as siteRoutes } from '../app/routes';
import { ADMIN_TOKEN_STORAGE_KEY } from '../config/constants';
import { usePageViewBeacon } from './page-view-beacon';
import { isSitePage, PAGE_VIEWS_URL } from './page-view-report';

// The site's shape: pages inside a layout, and the not-found page for any other path.
function Layout() {
  usePageViewBeacon(routes);
  return <Outlet />;
}

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <p>Home</p> },
      { path: 'news', element: <p>Notizie</p> },
      { path: 'notizie/:id', element: <p>Notizia</p> },
      { path: '*', element: <p>Non trovata</p> },
    ],
  },
];

function start(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

const sendBeacon = vi.fn((_url: string | URL, _data?: BodyInit | null) => true);

/** Lets the reports under way (their module loaded at the first navigation) run. */
async function settle(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

/** Navigates the router and lets the report of the new page, if any, be sent. */
async function go(
  router: ReturnType<typeof start>,
  to: string | number,
  options?: { replace?: boolean },
) {
  await act(() => (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options)));
  await settle();
}

/** The views the beacons reported. */
function sent(): unknown[] {
  return sendBeacon.mock.calls.map(([url, data]) => {
    expect(url).toBe(PAGE_VIEWS_URL);
    return JSON.parse(String(data));
  });
}

beforeEach(() => {
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  vi.unstubAllGlobals();
});

describe('the page view beacon', () => {
  it('sends nothing for the first page, which the server counted', async () => {
    start('/news');
    await settle();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('sends one beacon per page the router shows, with its path and the previous page', async () => {
    const router = start('/');
    await go(router, '/notizie/12');
    expect(sent()).toEqual([{ path: '/notizie/12', referrer: `${window.location.origin}/` }]);
    await go(router, '/news?pagina=2');
    await go(router, -1);
    expect(sent()).toEqual([
      { path: '/notizie/12', referrer: `${window.location.origin}/` },
      { path: '/news', referrer: `${window.location.origin}/notizie/12` },
      { path: '/notizie/12', referrer: `${window.location.origin}/news` },
    ]);
  });

  it('sends nothing for a fragment, a filter written in place, a preview or a missing page', async () => {
    const router = start('/news');
    await go(router, '/news#fine');
    await go(router, '/news?q=corso', { replace: true });
    await go(router, '/notizie/3?anteprima=1');
    await go(router, '/pagina-che-non-esiste');
    expect(sendBeacon).not.toHaveBeenCalled();
    // A page of the list chosen by a link is a page view.
    await go(router, '/news?pagina=2');
    expect(sent()).toEqual([
      { path: '/news', referrer: `${window.location.origin}/pagina-che-non-esiste` },
    ]);
  });

  it('sends nothing in a browser signed in to the back office, and writes nothing', async () => {
    localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'un-token');
    const router = start('/');
    await go(router, '/news');
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(Object.keys(localStorage)).toEqual([ADMIN_TOKEN_STORAGE_KEY]);
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(document.cookie).toBe('');
  });

  it('falls back to a fetch kept alive when the browser has no beacon', async () => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    const router = start('/');
    await go(router, '/news');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      PAGE_VIEWS_URL,
      expect.objectContaining({
        method: 'POST',
        keepalive: true,
        body: JSON.stringify({ path: '/news', referrer: `${window.location.origin}/` }),
      }),
    );
  });

  it("knows the site's pages from its not-found page", () => {
    // One segment is the address of a committee's own page (/diventa-volontario): the route
    // of the pages, which shows the not-found page itself for a slug no page has.
    for (const path of ['/', '/news', '/notizie/7', '/progetti/3', '/storia/comitato']) {
      expect(isSitePage(siteRoutes, path), path).toBe(true);
    }
    expect(isSitePage(siteRoutes, '/diventa-volontario')).toBe(true);
    expect(isSitePage(siteRoutes, '/una/pagina-che-non-esiste')).toBe(false);
  });
});
