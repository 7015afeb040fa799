// The /{slug} route as the back office's 'Anteprima' of a page (/{id, or 'nuova'}
// ?anteprima=1): the page form's values from this browser's storage, without any request,
// sanitised, under the banner, never indexed, following the form; without values, it says so.
import { ApolloProvider } from '@apollo/client/react';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createApolloClient } from '../../lib/apollo-client';
import { renderWithProviders } from '../../testing/render-with-providers';
import SitePage from './site-page';

const KEY = 'anteprima:pages:nuova';

function renderAt(path: string) {
  return renderWithProviders(
    <ApolloProvider client={createApolloClient({ uri: 'http://127.0.0.1:9/graphql' })}>
      <Routes>
        <Route path="/:slug" element={<SitePage />} />
      </Routes>
    </ApolloProvider>,
    { route: path },
  );
}

function store(values: Record<string, unknown>) {
  localStorage.setItem(KEY, JSON.stringify({ savedAt: new Date().toISOString(), values }));
}

describe('/{id}?anteprima=1, a page of the committee', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows the unsaved page under the banner, sanitised, not indexed, without calling the API', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    store({
      title: 'Diventa volontario',
      slug: 'diventa-volontario',
      content:
        '<p>Il corso di <strong>accesso</strong> parte a marzo.</p><script>window.__x = 1</script>',
      description: 'Come entrare nella Croce Rossa',
      image: null,
    });
    renderAt('/nuova?anteprima=1');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Diventa volontario' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Come entrare nella Croce Rossa')).toBeInTheDocument();
    expect(screen.getByText('accesso').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('note', { name: 'Anteprima' })).toHaveTextContent(
      'i visitatori non la vedono',
    );
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('follows the form as the back office changes it', () => {
    store({ title: 'Chi siamo', content: '<p>Testo</p>' });
    renderAt('/nuova?anteprima=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Chi siamo' })).toBeInTheDocument();
    act(() => {
      store({ title: 'Chi siamo, dal 1864', content: '<p>Testo</p>' });
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Chi siamo, dal 1864' }),
    ).toBeInTheDocument();
  });

  it('says so when this browser holds no form for the page', () => {
    renderAt('/12?anteprima=1');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Anteprima non disponibile' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Anteprima' })).toBeInTheDocument();
  });
});
