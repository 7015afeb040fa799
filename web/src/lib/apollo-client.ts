// Apollo Client for the public site: same-origin /graphql, no credentials. The server
// renders pages with its own client (a link that runs operations in-process, ssrMode)
// and sends the cache it filled; the browser's client starts from that cache, so the
// data already on the page is not fetched again.
import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type NormalizedCacheObject,
} from '@apollo/client';

export interface ApolloClientOptions {
  /** Where operations go: an HTTP link to `uri` (same-origin /graphql) by default. */
  link?: ApolloLink;
  uri?: string;
  /** The cache the server sent with the page (window.__APOLLO_STATE__). */
  state?: NormalizedCacheObject;
  /** On the server: queries run once each, no polling or refetching. */
  ssrMode?: boolean;
}

export function createApolloClient(options: ApolloClientOptions = {}): ApolloClient {
  const cache = new InMemoryCache();
  if (options.state) cache.restore(options.state);
  return new ApolloClient({
    link: options.link ?? new HttpLink({ uri: options.uri ?? '/graphql', credentials: 'omit' }),
    cache,
    ssrMode: options.ssrMode,
  });
}
