// Providers shared by every page: theme, global style, router. The layout provides the
// committee settings around the whole page and Apollo around the page outlet (a lazy
// chunk, see lib/apollo-provider.tsx, that the settings' provider also loads).
// BrowserRouter with useRoutes rather than a data router: the site uses no loaders
// or actions, and the data router's code would add about 17 KB gzip to every page.
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../styles/global-style';
import { theme } from '../styles/theme';
import { preloadRoute, routes } from './routes';

// The current page's chunk starts downloading with the app, not after its first render.
preloadRoute(window.location.pathname);

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ThemeProvider>
  );
}
