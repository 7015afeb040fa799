// Providers shared by every page: Apollo, theme, global style; the router is the
// caller's (BrowserRouter in main.tsx, StaticRouter in entry-server.tsx), so the
// server renders the very tree the browser hydrates.
// useRoutes rather than a data router: the site uses no loaders or actions, and the
// data router's code would add about 17 KB gzip to every page.
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useRoutes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { usePageViewBeacon } from '../lib/page-view-beacon';
import { GlobalStyle } from '../styles/global-style';
import { theme } from '../styles/theme';
import { routes } from './routes';

export function AppRoutes() {
  // Each page the router shows after the first is counted by the visit statistics.
  usePageViewBeacon(routes);
  return useRoutes(routes);
}

export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </ApolloProvider>
  );
}
