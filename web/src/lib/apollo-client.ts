// Apollo Client for the public site: same-origin /graphql, no credentials. The server
// renders pages with its own client (a link that runs operations in-process, ssrMode)
// and sends the cache it filled; the browser's client starts from that cache, so the
// data already on the page is not fetched again. The HTTP link's code (and its GraphQL
// printer's share) loads with the first request that needs the network: a page that
// starts from the server's cache may never make one.
import {
  ApolloClient,
  ApolloLink,
  InMemoryCache,
  type NormalizedCacheObject,
} from '@apollo/client';
import { Observable } from 'rxjs';

export interface ApolloClientOptions {
  /** Where operations go: an HTTP link to `uri` (same-origin /graphql) by default. */
  link?: ApolloLink;
  uri?: string;
  /** The cache the server sent with the page (window.__APOLLO_STATE__). */
  state?: NormalizedCacheObject;
  /** On the server: queries run once each, no polling or refetching. */
  ssrMode?: boolean;
}

/** An HTTP link whose code is imported when the first operation goes out. */
function lazyHttpLink(uri: string): ApolloLink {
  let http: Promise<ApolloLink> | undefined;
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let subscription: { unsubscribe(): void } | undefined;
        let closed = false;
        http ??= import('@apollo/client/link/http').then(
          ({ HttpLink }) => new HttpLink({ uri, credentials: 'omit' }),
        );
        http.then(
          (link) => {
            if (!closed) subscription = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
}

export function createApolloClient(options: ApolloClientOptions = {}): ApolloClient {
  const cache = new InMemoryCache();
  if (options.state) cache.restore(options.state);
  return new ApolloClient({
    link: options.link ?? lazyHttpLink(options.uri ?? '/graphql'),
    cache,
    ssrMode: options.ssrMode,
  });
}
