// The Apollo provider of the pages, in its own chunk: the header, the footer and the
// first paint do not wait for Apollo Client (about a quarter of the site's framework
// code); the layout starts loading this chunk as soon as the app starts.
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { createApolloClient } from './apollo-client';

const client = createApolloClient();

export default function PagesApolloProvider({ children }: { children: ReactNode }) {
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
