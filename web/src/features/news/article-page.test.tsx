// The /notizie/:id route as the back office's 'Anteprima' (?anteprima=1): the news form's
// values from this browser's storage, without any request, sanitised, under the banner,
// following the form as the other tab changes it; without values, it says so.
import { ApolloProvider } from '@apollo/client/react';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createApolloClient } from '../../lib/apollo-client';
import { renderWithProviders } from '../../testing/render-with-providers';
import ArticlePage from './article-page';

const KEY = 'anteprima:news:nuova';

function renderAt(path: string) {
  return renderWithProviders(
    <ApolloProvider client={createApolloClient({ uri: 'http://127.0.0.1:9/graphql' })}>
      <Routes>
        <Route path="/notizie/:id" element={<ArticlePage />} />
      </Routes>
    </ApolloProvider>,
    { route: path },
  );
}

function store(values: Record<string, unknown>) {
  localStorage.setItem(KEY, JSON.stringify({ savedAt: new Date().toISOString(), values }));
}

describe('/notizie/:id?anteprima=1', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows the unsaved form under the banner, sanitised, without calling the API', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    store({
      title: 'Raccolta di primavera',
      content: '<p>Porta <strong>cibo</strong> in sede.</p><script>window.__pwned = 1</script>',
      author: 'Ufficio Comunicazione',
      category: 'Eventi',
      date: '2026-04-10',
      image: null,
    });
    renderAt('/notizie/nuova?anteprima=1');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Raccolta di primavera' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Anteprima' })).toHaveTextContent(
      'i visitatori non la vedono',
    );
    expect(screen.getByText('cibo').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('di Ufficio Comunicazione')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('follows the form as the back office changes it', () => {
    store({ title: 'Prima versione', content: '<p>Testo</p>' });
    renderAt('/notizie/nuova?anteprima=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Prima versione' })).toBeInTheDocument();
    act(() => {
      store({ title: 'Seconda versione', content: '<p>Testo</p>' });
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Seconda versione' })).toBeInTheDocument();
  });

  it('says so when this browser holds no form for the record', () => {
    renderAt('/notizie/12?anteprima=1');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Anteprima non disponibile' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Anteprima' })).toBeInTheDocument();
  });
});
