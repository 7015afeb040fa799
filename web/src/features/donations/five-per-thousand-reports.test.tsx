// The 5x1000 years with their data passed as props: amounts in Italian format, the
// report's lines and total, the signed PDF, newest first as given.
import { screen, within } from '@testing-library/react';
import type { FivePerThousandYearFragment } from '../../gql/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { FivePerThousandReports } from './five-per-thousand-reports';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const reports: FivePerThousandYearFragment[] = [
  {
    id: '2',
    year: 2023,
    amount: 6384.21,
    receivedAt: '2025-10-29',
    lines: [
      { heading: 'Defibrillatori', amount: 3150 },
      { heading: 'Formazione dei volontari', amount: 1980.4 },
    ],
    linesTotal: 5130.4,
    fileUrl: '/uploads/rendiconto-2023.pdf',
  },
  {
    id: '1',
    year: 2022,
    amount: 5912.6,
    receivedAt: '2024-11-12',
    lines: [],
    linesTotal: 0,
    fileUrl: null,
  },
];

describe('FivePerThousandReports', () => {
  it('lists each year with the amount, the date, the lines, the total and the signed PDF', () => {
    renderWithProviders(<FivePerThousandReports reports={reports} />);
    const years = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(years).toEqual(['Anno finanziario 2023', 'Anno finanziario 2022']);
    const first = screen.getByRole('article', { name: 'Anno finanziario 2023' });
    expect(plain(within(first).getByText(/6\.384/).textContent)).toBe('6.384,21 €');
    expect(within(first).getByText('29 ottobre 2025')).toBeInTheDocument();
    const table = within(first).getByRole('table', { name: 'Rendiconto 2023: voci di spesa' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => plain(row.textContent));
    expect(rows).toEqual([
      'Voce di spesaImporto',
      'Defibrillatori3.150,00 €',
      'Formazione dei volontari1.980,40 €',
      'Totale rendicontato5.130,40 €',
    ]);
    expect(within(first).getByRole('link', { name: /Rendiconto firmato \(PDF\)/ })).toHaveAttribute(
      'href',
      '/api/uploads/rendiconto-2023.pdf',
    );
    const second = screen.getByRole('article', { name: 'Anno finanziario 2022' });
    expect(within(second).queryByRole('table')).not.toBeInTheDocument();
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when no report is published yet', () => {
    renderWithProviders(<FivePerThousandReports reports={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Nessun rendiconto ancora pubblicato.');
  });
});
