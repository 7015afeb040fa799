// The /progetti route with a real Apollo Client whose server cannot be reached (a
// closed local port): the red error text replaces the list.
import { ApolloProvider } from '@apollo/client/react';
import { screen } from '@testing-library/react';
import { createApolloClient } from '../../lib/apollo-client';
import { renderWithProviders } from '../../testing/render-with-providers';
import ProjectsPage from './projects-page';

describe('/progetti when the API fails', () => {
  it('shows the loading text, then the error text instead of the content', async () => {
    renderWithProviders(
      <ApolloProvider client={createApolloClient({ uri: 'http://127.0.0.1:9/graphql' })}>
        <ProjectsPage />
      </ApolloProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento progetti...');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Errore nel caricamento dei progetti',
    );
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Corsi e progetti \| /);
  });
});
