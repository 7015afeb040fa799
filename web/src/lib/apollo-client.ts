// Apollo Client for the public site: same-origin /graphql, no credentials.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'omit' }),
    cache: new InMemoryCache(),
  });
}
