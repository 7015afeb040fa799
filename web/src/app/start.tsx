// Starts the public site in the browser (main.tsx loads this module once the libraries
// have run). A page the server rendered (server/src/http/pages.ts) is hydrated: the Apollo
// cache it sent is restored first and the page's chunk loaded, so the first render in the
// browser is the server's HTML, with no fetch of its data. Otherwise (the development
// server, a back-office preview) the app renders from scratch.
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo-client';
import { AppProviders, AppRoutes } from './app';
import { preloadRoute } from './routes';
import { keepServerHead } from '../lib/use-page-meta';

/** Set on <html> once the app has committed its first render: the page is interactive. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/**
 * Marks <html> once its children have committed. A wrapper with one child, so that the
 * tree keeps the shape the server rendered (useId's ids follow the tree's shape).
 */
function MarkReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return children;
}

export async function startApp(): Promise<void> {
  const root = document.getElementById('root')!;
  const stateElement = document.getElementById('apollo-state');
  const client = createApolloClient({
    state: stateElement?.textContent ? JSON.parse(stateElement.textContent) : undefined,
  });
  const app = (
    <StrictMode>
      <MarkReady>
        <AppProviders client={client}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </MarkReady>
    </StrictMode>
  );
  const page = preloadRoute(window.location.pathname);
  if (stateElement) {
    // The server wrote the first page's head (lib/use-page-meta.ts).
    keepServerHead();
    await page;
  }
  // As a transition: React hydrates (or renders) in slices of a few milliseconds and lets
  // the browser breathe between them, instead of one long task that keeps a slow phone
  // from responding while the page starts.
  startTransition(() => {
    if (stateElement) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
