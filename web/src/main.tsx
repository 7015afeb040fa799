// The browser's entry. A page the server rendered (server/src/http/pages.ts) is
// hydrated: the Apollo cache it sent is restored first and the page's chunk loaded, so
// the first render in the browser is the server's HTML, with no fetch of its data.
// Otherwise (the development server, a back-office preview) the app renders from scratch.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, AppRoutes } from './app/app';
import { preloadRoute } from './app/routes';
import { createApolloClient } from './lib/apollo-client';

const root = document.getElementById('root')!;
const stateElement = document.getElementById('apollo-state');
const client = createApolloClient({
  state: stateElement?.textContent ? JSON.parse(stateElement.textContent) : undefined,
});
const app = (
  <StrictMode>
    <AppProviders client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

if (stateElement) {
  void preloadRoute(window.location.pathname).then(() => hydrateRoot(root, app));
} else {
  void preloadRoute(window.location.pathname);
  // The first render as a transition: React renders it in slices of a few milliseconds
  // and lets the browser breathe between them, instead of one long task that keeps a
  // slow phone from responding while the page appears.
  startTransition(() => createRoot(root).render(app));
}
