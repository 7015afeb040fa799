// /eventi and /eventi/:id through their one route, with a real Apollo Client and an
// unreachable API: the list without an id, the event's page with one (each ending on its
// own error text).
import { ApolloProvider } from '@apollo/client/react';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createApolloClient } from '../../lib/apollo-client';
import { renderWithProviders } from '../../testing/render-with-providers';
import EventsRoute from './events-route';

function renderAt(path: string) {
  return renderWithProviders(
    <ApolloProvider client={createApolloClient({ uri: 'http://127.0.0.1:9/graphql' })}>
      <Routes>
        <Route path="/eventi/:id?" element={<EventsRoute />} />
      </Routes>
    </ApolloProvider>,
    { route: path },
  );
}

describe('/eventi/:id?', () => {
  it('shows the list at /eventi', async () => {
    renderAt('/eventi');
    expect(screen.getByRole('heading', { level: 1, name: 'Eventi' })).toBeInTheDocument();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Errore nel caricamento degli eventi',
    );
  });

  it("shows an event's page at /eventi/:id", async () => {
    renderAt('/eventi/3');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      "Errore nel caricamento dell'evento",
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Evento non trovato' }),
    ).toBeInTheDocument();
  });
});
