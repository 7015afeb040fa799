import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { NewsCardFragment } from '../../gql/graphql';
import { CurrentUrl, renderWithProviders } from '../../testing/render-with-providers';
import { NewsList } from './news-list';
import { useOpenNewsItem } from './news-page';
import { parseNewsId } from './news-params';

function item(overrides: Partial<NewsCardFragment>): NewsCardFragment {
  return {
    id: '1',
    title: 'Notizia',
    excerpt: 'Estratto',
    content: '<p>Testo</p>',
    category: 'Notizie',
    date: '2026-05-04',
    image: null,
    imageAlt: null,
    author: 'Ufficio stampa',
    readTime: 2,
    ...overrides,
  };
}

const news = [
  item({
    id: '1',
    title: 'Festa del volontariato',
    category: 'Eventi',
    content: '<p>Musica e <strong>giochi</strong> in piazza</p>',
  }),
  item({
    id: '2',
    title: 'Nuova ambulanza',
    category: 'Comunicati',
    content: '<p>Grazie ai donatori</p>',
  }),
  item({
    id: '3',
    title: 'Corso BLSD',
    category: 'Eventi',
    content:
      '<p>Iscrizioni aperte</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">',
  }),
];

function Harness({ initialOpenId = null }: { initialOpenId?: string | null }) {
  const [openId, setOpenId] = useState<string | null>(initialOpenId);
  return (
    <NewsList news={news} loading={false} error={false} openId={openId} onOpenChange={setOpenId} />
  );
}

/** The list as the page shows it, with the dialog's item in the URL (?id=), and the URL. */
function UrlHarness() {
  const [openId, onOpenChange] = useOpenNewsItem();
  return (
    <>
      <NewsList
        news={news}
        loading={false}
        error={false}
        openId={openId}
        onOpenChange={onOpenChange}
      />
      <CurrentUrl />
    </>
  );
}

function url() {
  return screen.getByTestId('url');
}

function titles() {
  return screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
}

describe('NewsList', { timeout: 15_000 }, () => {
  // The dialog is a lazy chunk: load it once so that opening it only awaits a microtask.
  beforeAll(() => import('./news-dialog'));

  it('shows loading, then the error text on failure', () => {
    const { rerender } = renderWithProviders(
      <NewsList news={[]} loading error={false} openId={null} onOpenChange={() => {}} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento notizie...');
    rerender(<NewsList news={[]} loading={false} error openId={null} onOpenChange={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Errore nel caricamento delle notizie');
  });

  it('searches title or content without regard to case or markup', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const search = screen.getByRole('searchbox', { name: 'Cerca una notizia' });
    await user.type(search, 'AMBULANZA');
    expect(titles()).toEqual(['Nuova ambulanza']);
    await user.clear(search);
    await user.type(search, 'e giochi');
    expect(titles()).toEqual(['Festa del volontariato']);
    await user.clear(search);
    await user.type(search, 'strong');
    expect(
      screen.getByText('Nessuna notizia trovata con i criteri di ricerca selezionati.'),
    ).toBeInTheDocument();
  });

  it('builds the categories from the data plus a no-filter choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Categoria' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tutte le categorie', 'Comunicati', 'Eventi']);
    await user.selectOptions(select, 'Eventi');
    expect(titles()).toEqual(['Festa del volontariato', 'Corso BLSD']);
    await user.type(screen.getByRole('searchbox'), 'donatori');
    expect(
      screen.getByText('Nessuna notizia trovata con i criteri di ricerca selezionati.'),
    ).toBeInTheDocument();
    await user.selectOptions(select, '');
    expect(titles()).toEqual(['Nuova ambulanza']);
  });

  it('opens a card in a dialog that closes with the close button, Escape and the backdrop', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(screen.getByRole('link', { name: 'Festa del volontariato' }));
    let dialog = await screen.findByRole('dialog', { name: 'Festa del volontariato' });
    expect(dialog).toHaveTextContent('4 maggio 2026');
    expect(dialog).toHaveTextContent('Musica e giochi in piazza');
    expect(
      within(dialog).getByRole('link', { name: 'Apri la pagina della notizia' }),
    ).toHaveAttribute('href', '/notizie/1');
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Nuova ambulanza' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Corso BLSD' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders content sanitised: a script stays inert', async () => {
    renderWithProviders(<Harness initialOpenId="3" />);
    const dialog = await screen.findByRole('dialog', { name: 'Corso BLSD' });
    expect(dialog).toHaveTextContent('Iscrizioni aperte');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('reads the ?id= deep link as an integer', () => {
    expect(parseNewsId('3')).toBe('3');
    expect(parseNewsId('3-festa')).toBe('3');
    expect(parseNewsId('abc')).toBeNull();
    expect(parseNewsId(null)).toBeNull();
  });

  it('keeps the search and the category in the URL, replaced as they change', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UrlHarness />, { route: '/news' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'Eventi');
    expect(url()).toHaveTextContent(/^\/news\?categoria=Eventi$/);
    await user.type(screen.getByRole('searchbox', { name: 'Cerca una notizia' }), 'corso');
    expect(url()).toHaveTextContent(/^\/news\?categoria=Eventi&q=corso$/);
    expect(url()).toHaveAttribute('data-navigation', 'REPLACE');
    expect(titles()).toEqual(['Corso BLSD']);
  });

  it('renders the filters the URL asks for, beside the dialog of ?id=', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UrlHarness />, { route: '/news?q=PIAZZA&categoria=eventi&id=1' });
    expect(screen.getByRole('searchbox', { name: 'Cerca una notizia' })).toHaveValue('PIAZZA');
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveValue('Eventi');
    const dialog = await screen.findByRole('dialog', { name: 'Festa del volontariato' });
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    // Closing the dialog keeps the filters.
    expect(url()).toHaveTextContent(/^\/news\?q=PIAZZA&categoria=eventi$/);
    expect(titles()).toEqual(['Festa del volontariato']);

    await user.click(screen.getByRole('link', { name: 'Festa del volontariato' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(url()).toHaveTextContent(/^\/news\?q=PIAZZA&categoria=eventi&id=1$/);
    expect(url()).toHaveAttribute('data-navigation', 'PUSH');
  });

  it('falls back to every category for one the data does not have', () => {
    renderWithProviders(<UrlHarness />, { route: '/news?categoria=Sport&id=abc' });
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveValue('');
    expect(titles()).toHaveLength(3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the category once the data arrives with it', () => {
    const { rerender } = renderWithProviders(
      <NewsList news={[]} loading error={false} openId={null} onOpenChange={() => {}} />,
      { route: '/news?categoria=Comunicati' },
    );
    rerender(
      <NewsList news={news} loading={false} error={false} openId={null} onOpenChange={() => {}} />,
    );
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveValue('Comunicati');
    expect(titles()).toEqual(['Nuova ambulanza']);
  });

  it('is a GET form of the search and the category, without the dialog', () => {
    renderWithProviders(<UrlHarness />, { route: '/news?q=festa&categoria=Eventi&id=1' });
    const form = screen.getByRole('search', { name: 'Filtra le notizie' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/news');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      q: 'festa',
      categoria: 'Eventi',
    });
  });
});
