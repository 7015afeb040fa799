// The route components with a real Apollo Client whose server cannot be reached (a
// closed local port): what a visitor sees when the API is down.
import { ApolloProvider } from '@apollo/client/react';
import { screen, waitFor } from '@testing-library/react';
import { createApolloClient } from '../../lib/apollo-client';
import { renderWithProviders } from '../../testing/render-with-providers';
import TransparencyPage from './transparency-page';

const UNREACHABLE_API = 'http://127.0.0.1:9/graphql';

describe('/trasparenza when the API fails', () => {
  afterEach(() => vi.restoreAllMocks());

  it('only logs the failure and shows no error message', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <ApolloProvider client={createApolloClient({ uri: UNREACHABLE_API })}>
        <TransparencyPage />
      </ApolloProvider>,
    );
    await waitFor(
      () =>
        expect(consoleError).toHaveBeenCalledWith(
          'Errore nel caricamento dei documenti',
          expect.anything(),
        ),
      { timeout: 5000 },
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/errore/i)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nessun documento trovato');
    expect(screen.getByText('Nessun contributo pubblico registrato.')).toBeInTheDocument();
  });
});
