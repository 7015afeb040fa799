import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOCUMENTS_PAGE_SIZE } from '../../config/constants';
import type { TransparencyDocumentFragment } from '../../gql/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DocumentsList } from './documents-list';
import { visiblePages } from './filter-documents';

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

describe('DocumentsList', { timeout: 15_000 }, () => {
  it(`shows ${DOCUMENTS_PAGE_SIZE} documents per page with accessible pagination`, async () => {
    const user = userEvent.setup();
    renderWithProviders(<DocumentsList documents={documents} loading={false} />);
    expect(titles()).toHaveLength(DOCUMENTS_PAGE_SIZE);
    expect(titles()[0]).toBe('Bilancio 2016');

    const nav = screen.getByRole('navigation', { name: 'Pagine dei documenti' });
    expect(within(nav).getByRole('button', { name: 'Pagina 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: /Precedente/ })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Pagina 3' }));
    expect(titles()).toHaveLength(documents.length - 2 * DOCUMENTS_PAGE_SIZE);
    expect(within(nav).getByRole('button', { name: /Successiva/ })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: /Precedente/ }));
    expect(within(nav).getByRole('button', { name: 'Pagina 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(titles()[0]).toBe(`Bilancio ${2016 + DOCUMENTS_PAGE_SIZE}`);
  });

  it('gives every document a download link to the API file URL', () => {
    renderWithProviders(<DocumentsList documents={documents} loading={false} />);
    const links = screen.getAllByRole('link', { name: /^Scarica/ });
    expect(links[0]).toHaveAttribute('href', 'https://files.example.org/bilancio.pdf');
    expect(links[1]).toHaveAttribute('href', '/api/uploads/doc-2.pdf');
    expect(links[1]).toHaveAccessibleName('Scarica Bilancio 2017 (PDF, 1.2 MB)');
    expect(screen.getAllByText('15 gennaio 2026')).toHaveLength(DOCUMENTS_PAGE_SIZE);
  });

  it('searches titles only, ignoring case, and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DocumentsList documents={documents} loading={false} />);
    await user.click(screen.getByRole('button', { name: 'Pagina 2' }));
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
  });

  it('filters by category with a dropdown and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DocumentsList documents={documents} loading={false} />);
    const select = screen.getByRole('combobox', { name: 'Categoria' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tutte le categorie', ...categories]);

    await user.click(screen.getByRole('button', { name: 'Pagina 2' }));
    await user.selectOptions(select, 'Bilanci');
    expect(screen.getByRole('button', { name: 'Pagina 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(titles()[0]).toBe('Bilancio 2016');

    await user.selectOptions(select, 'Altri Documenti');
    expect(
      screen.getByText('Nessun documento trovato', { selector: 'p[aria-hidden]' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nessun documento trovato');
  });

  it('shows "Nessun documento trovato" for an empty list', () => {
    renderWithProviders(<DocumentsList documents={[]} loading={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Nessun documento trovato');
  });

  it('abbreviates long page ranges', () => {
    expect(visiblePages(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(visiblePages(1, 10)).toEqual([1, 2, null, 10]);
    expect(visiblePages(10, 10)).toEqual([1, null, 9, 10]);
  });
});
