// The /news route with a real Apollo Client whose server cannot be reached (a closed
// local port): the error text replaces the list.
import { ApolloProvider } from '@apollo/client/react';
import { screen } from '@testing-library/react';
import { createApolloClient } from '../../lib/apollo-client';
import { renderWithProviders } from '../../testing/render-with-providers';
import NewsPage from './news-page';

describe('/news when the API fails', () => {
  it('shows the error text instead of the list', async () => {
    renderWithProviders(
      <ApolloProvider client={createApolloClient({ uri: 'http://127.0.0.1:9/graphql' })}>
        <NewsPage />
      </ApolloProvider>,
    );
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Errore nel caricamento delle notizie',
    );
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
