// The /eventi/:id route as the back office's 'Anteprima' (?anteprima=1): the event form's
// values from this browser's storage, without any request, sanitised, under the banner,
// never indexed; without values, it says so.
import { ApolloProvider } from '@apollo/client/react';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createApolloClient } from '../../lib/apollo-client';
import { renderWithProviders } from '../../testing/render-with-providers';
import EventDetailPage from './event-detail-page';

function renderAt(path: string) {
  return renderWithProviders(
    <ApolloProvider client={createApolloClient({ uri: 'http://127.0.0.1:9/graphql' })}>
      <Routes>
        <Route path="/eventi/:id" element={<EventDetailPage />} />
      </Routes>
    </ApolloProvider>,
    { route: path },
  );
}

describe('/eventi/:id?anteprima=1', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows the unsaved event under the banner, sanitised, not indexed, without calling the API', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    localStorage.setItem(
      'anteprima:events:nuova',
      JSON.stringify({
        savedAt: new Date().toISOString(),
        values: {
          title: 'Giornata della donazione',
          description: '<p>Porta un <strong>documento</strong>.</p><script>window.__x = 1</script>',
          startsAt: '2027-04-10T07:30:00.000Z',
          endsAt: '2027-04-10T11:00:00.000Z',
          location: 'Piazza del Duomo',
          bookingMode: 'none',
        },
      }),
    );
    renderAt('/eventi/nuova?anteprima=1');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Giornata della donazione' }),
    ).toBeInTheDocument();
    expect(screen.getByText('10 aprile 2027, dalle 09:30 alle 13:00')).toBeInTheDocument();
    expect(screen.getByText('Piazza del Duomo')).toBeInTheDocument();
    expect(screen.getByText('documento').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('note', { name: 'Anteprima' })).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says so when this browser holds no form for the event', () => {
    renderAt('/eventi/12?anteprima=1');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Anteprima non disponibile' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Anteprima' })).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
