// The /progetti/:id route with a real Apollo Client: the id 'test' shows the built-in
// sample without any request; an unreachable API ends on the not-found box with the
// error text; ?anteprima=1 shows the back office's course form from this browser's storage.
import { ApolloProvider } from '@apollo/client/react';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createApolloClient } from '../../lib/apollo-client';
import { renderWithProviders } from '../../testing/render-with-providers';
import ProjectDetailPage from './project-detail-page';
import { sampleProject } from './sample-project';

function renderAt(path: string) {
  return renderWithProviders(
    <ApolloProvider client={createApolloClient({ uri: 'http://127.0.0.1:9/graphql' })}>
      <Routes>
        <Route path="/progetti/:id" element={<ProjectDetailPage />} />
      </Routes>
    </ApolloProvider>,
    { route: path },
  );
}

describe('/progetti/:id', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the sample project for the id 'test' without calling the API", () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderAt('/progetti/test');
    expect(
      screen.getByRole('heading', { level: 1, name: sampleProject.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prenota un posto' })).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the not-found box and the error text when the call fails', async () => {
    renderAt('/progetti/3');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Errore nel caricamento del progetto',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Progetto non trovato' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Il progetto che stai cercando non esiste o è stato rimosso.'),
    ).toBeInTheDocument();
  });

  it("shows the back office's unsaved course under the 'Anteprima' banner", () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    localStorage.setItem(
      'anteprima:projects:7',
      JSON.stringify({
        savedAt: new Date().toISOString(),
        values: {
          title: 'Corso BLSD serale',
          description:
            '<p>Rianimazione <em>cardiopolmonare</em>.</p><img src=x onerror="alert(1)">',
          category: 'health',
          startDate: '2026-05-04',
          endDate: '2026-05-06',
          location: 'Sede del comitato',
          participants: '12',
          calendlyId: 'comitato/blsd',
        },
      }),
    );
    try {
      renderAt('/progetti/7?anteprima=1');
      expect(
        screen.getByRole('heading', { level: 1, name: 'Corso BLSD serale' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('note', { name: 'Anteprima' })).toBeInTheDocument();
      expect(screen.getByText('cardiopolmonare').tagName).toBe('EM');
      expect(document.querySelector('[onerror]')).toBeNull();
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      localStorage.clear();
    }
  });
});
