import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOCUMENTS_PAGE_SIZE } from '../../config/constants';
import type { TransparencyDocumentFragment } from '../../gql/graphql';
import { Link } from '../../components/ui/link';
import { CurrentUrl, renderWithProviders } from '../../testing/render-with-providers';
import { DocumentsList } from './documents-list';
import { documentsCanonicalPath, visiblePages } from './filter-documents';

const categories = ['Bilanci', 'Statuto', 'Relazioni', 'Regolamenti', 'Altri Documenti'];

// 13 documents: 10 Bilanci and one each of Statuto, Relazioni, Regolamenti (none of Altri Documenti).
const documents: TransparencyDocumentFragment[] = Array.from({ length: 13 }, (_, i) => ({
  id: String(i + 1),
  title: i < 10 ? `Bilancio ${2016 + i}` : `Documento ${categories[i - 9]}`,
  category: i < 10 ? 'Bilanci' : categories[i - 9],
  fileSize: '1.2 MB',
  fileUrl: i === 0 ? 'https://files.example.org/bilancio.pdf' : `/api/uploads/doc-${i + 1}.pdf`,
  createdAt: '2026-01-15T10:00:00.000Z',
}));

function titles() {
  return screen
    .queryAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)
    .filter((t) => t !== 'Elenco dei documenti');
}

/** The list at a URL of the page, with the URL shown beside it. */
function renderList(route = '/trasparenza', list = documents) {
  return renderWithProviders(
    <>
      <DocumentsList documents={list} loading={false} />
      <CurrentUrl />
    </>,
    { route },
  );
}

function url() {
  return screen.getByTestId('url');
}

function pagination() {
  return screen.getByRole('navigation', { name: 'Pagine dei documenti' });
}

function currentPage() {
  return within(pagination()).getByRole('link', { current: 'page' });
}

describe('DocumentsList', { timeout: 15_000 }, () => {
  it(`shows ${DOCUMENTS_PAGE_SIZE} documents per page, each page a link to its URL`, async () => {
    const user = userEvent.setup();
    renderList();
    expect(titles()).toHaveLength(DOCUMENTS_PAGE_SIZE);
    expect(titles()[0]).toBe('Bilancio 2016');

    const nav = pagination();
    expect(currentPage()).toHaveAccessibleName('Pagina 1');
    expect(within(nav).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute(
      'href',
      '/trasparenza',
    );
    expect(within(nav).getByRole('link', { name: 'Pagina 3' })).toHaveAttribute(
      'href',
      '/trasparenza?pagina=3',
    );
    // No previous page on the first: shown, but neither a link nor read out.
    expect(within(nav).queryByRole('link', { name: /Precedente/ })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Pagina 3' }));
    expect(titles()).toHaveLength(documents.length - 2 * DOCUMENTS_PAGE_SIZE);
    expect(url()).toHaveTextContent('/trasparenza?pagina=3');
    // A page is a history entry, as following the link without JavaScript makes one.
    expect(url()).toHaveAttribute('data-navigation', 'PUSH');
    expect(within(nav).queryByRole('link', { name: /Successiva/ })).not.toBeInTheDocument();
    // The focus moves to the top of the new page's list.
    expect(screen.getByRole('heading', { name: 'Elenco dei documenti' })).toHaveFocus();

    await user.click(within(nav).getByRole('link', { name: /Precedente/ }));
    expect(currentPage()).toHaveAccessibleName('Pagina 2');
    expect(url()).toHaveTextContent('/trasparenza?pagina=2');
    expect(titles()[0]).toBe(`Bilancio ${2016 + DOCUMENTS_PAGE_SIZE}`);
  });

  it('gives every document a download link to the API file URL', () => {
    renderList();
    const links = screen.getAllByRole('link', { name: /^Scarica/ });
    expect(links[0]).toHaveAttribute('href', 'https://files.example.org/bilancio.pdf');
    expect(links[1]).toHaveAttribute('href', '/api/uploads/doc-2.pdf');
    expect(links[1]).toHaveAccessibleName('Scarica Bilancio 2017 (PDF, 1.2 MB)');
    expect(screen.getAllByText('15 gennaio 2026')).toHaveLength(DOCUMENTS_PAGE_SIZE);
  });

  it('searches titles only, ignoring case, back to page 1, the URL replaced as one types', async () => {
    const user = userEvent.setup();
    renderList('/trasparenza?pagina=2');
    await user.type(screen.getByRole('searchbox', { name: 'Cerca per titolo' }), 'BILANCIO 202');
    expect(titles()).toEqual([
      'Bilancio 2020',
      'Bilancio 2021',
      'Bilancio 2022',
      'Bilancio 2023',
      'Bilancio 2024',
      'Bilancio 2025',
    ]);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(url()).toHaveTextContent('/trasparenza?q=BILANCIO+202');
    expect(url()).toHaveAttribute('data-navigation', 'REPLACE');
    expect(screen.getByRole('searchbox')).toHaveValue('BILANCIO 202');
  });

  it('filters by category with a dropdown, back to page 1, in the URL', async () => {
    const user = userEvent.setup();
    renderList('/trasparenza?pagina=2');
    const select = screen.getByRole('combobox', { name: 'Categoria' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tutte le categorie', ...categories]);
    expect(currentPage()).toHaveAccessibleName('Pagina 2');

    await user.selectOptions(select, 'Bilanci');
    expect(currentPage()).toHaveAccessibleName('Pagina 1');
    expect(titles()[0]).toBe('Bilancio 2016');
    expect(url()).toHaveTextContent('/trasparenza?categoria=Bilanci');
    expect(url()).toHaveAttribute('data-navigation', 'REPLACE');

    await user.selectOptions(select, 'Altri Documenti');
    expect(select).toHaveValue('Altri Documenti');
    expect(
      screen.getByText('Nessun documento trovato', { selector: 'p[aria-hidden]' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nessun documento trovato');
    expect(url()).toHaveTextContent('/trasparenza?categoria=Altri+Documenti');

    await user.selectOptions(select, 'Tutte le categorie');
    expect(url()).toHaveTextContent(/^\/trasparenza$/);
  });

  it('renders the list the URL asks for: search, category and page', () => {
    renderList('/trasparenza?q=bilancio&categoria=bilanci&pagina=2');
    expect(screen.getByRole('searchbox', { name: 'Cerca per titolo' })).toHaveValue('bilancio');
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveValue('Bilanci');
    expect(currentPage()).toHaveAccessibleName('Pagina 2');
    expect(titles()).toEqual(['Bilancio 2022', 'Bilancio 2023', 'Bilancio 2024', 'Bilancio 2025']);
    // The page links keep the filters, as the page writes them.
    expect(within(pagination()).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute(
      'href',
      '/trasparenza?q=bilancio&categoria=Bilanci',
    );
  });

  it.each([
    ['0', 1],
    ['-1', 1],
    ['abc', 1],
    ['2.5', 1],
    ['', 1],
    ['3', 3],
    ['99999', 3],
    ['9'.repeat(400), 3],
  ])('reads ?pagina=%.12s as page %i', (param, page) => {
    renderList(`/trasparenza?pagina=${param}`);
    expect(currentPage()).toHaveAccessibleName(`Pagina ${page}`);
    expect(titles().length).toBeGreaterThan(0);
  });

  it('falls back to no filter on an unknown category, and cuts an overlong search', () => {
    renderList(`/trasparenza?categoria=${encodeURIComponent('<script>')}&q=${'b'.repeat(5000)}`);
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Cerca per titolo' })).toHaveValue(
      'b'.repeat(100),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Nessun documento trovato');
  });

  it("links carry the list's state, not the rest of the URL", () => {
    renderList(`/trasparenza?x=${'y'.repeat(5000)}&categoria=${'z'.repeat(5000)}&pagina=3`);
    expect(within(pagination()).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
      'href',
      '/trasparenza?pagina=2',
    );
  });

  it('is a GET form that works without JavaScript and keeps the grants year', () => {
    renderList('/trasparenza?anno=2024&q=statuto&pagina=2');
    const form = screen.getByRole('search', { name: 'Filtra i documenti' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/trasparenza');
    // Sent, it carries the search, the category and the grants' year, never the page.
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      q: 'statuto',
      categoria: '',
      anno: '2024',
    });
    expect(within(form).getByRole('button', { name: 'Cerca' })).toHaveAttribute('type', 'submit');
  });

  it('follows the URL when it changes from elsewhere', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <DocumentsList documents={documents} loading={false} />
        <Link to="/trasparenza?q=statuto&categoria=Statuto">Statuto</Link>
      </>,
      { route: '/trasparenza?q=bilancio' },
    );
    await user.click(screen.getByRole('link', { name: 'Statuto' }));
    expect(screen.getByRole('searchbox', { name: 'Cerca per titolo' })).toHaveValue('statuto');
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveValue('Statuto');
    expect(titles()).toEqual(['Documento Statuto']);
  });

  it('shows "Nessun documento trovato" for an empty list', () => {
    renderList('/trasparenza', []);
    expect(screen.getByRole('status')).toHaveTextContent('Nessun documento trovato');
  });

  it('abbreviates long page ranges', () => {
    expect(visiblePages(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(visiblePages(1, 10)).toEqual([1, 2, null, 10]);
    expect(visiblePages(10, 10)).toEqual([1, null, 9, 10]);
  });
});

describe('documentsCanonicalPath', () => {
  const canonical = (query: string, total = 13) =>
    documentsCanonicalPath(new URLSearchParams(query), total);

  it('names a page of the whole list, clamped as the list shows it', () => {
    expect(canonical('')).toBe('/trasparenza');
    expect(canonical('pagina=1')).toBe('/trasparenza');
    expect(canonical('pagina=2')).toBe('/trasparenza?pagina=2');
    expect(canonical('pagina=99999')).toBe('/trasparenza?pagina=3');
    expect(canonical('pagina=abc')).toBe('/trasparenza');
    expect(canonical('pagina=2', 0)).toBe('/trasparenza');
  });

  it('names the unfiltered list for a search, a category or another parameter', () => {
    expect(canonical('q=bilancio&pagina=2')).toBe('/trasparenza');
    expect(canonical('categoria=Bilanci')).toBe('/trasparenza');
    expect(canonical('anno=2024&pagina=2')).toBe('/trasparenza?pagina=2');
    expect(canonical('q=%20%20&categoria=nessuna&pagina=3')).toBe('/trasparenza?pagina=3');
  });
});
