// The Apollo client and provider of the pages, in their own chunk: the header, the
// footer and the first paint do not wait for Apollo Client (about a quarter of the
// site's framework code); the layout starts loading this chunk as soon as the app
// starts, and the committee settings (lib/committee-settings.tsx) are read through
// the same client, so they share its cache.
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { createApolloClient } from './apollo-client';

export const apolloClient = createApolloClient();

export default function PagesApolloProvider({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}
