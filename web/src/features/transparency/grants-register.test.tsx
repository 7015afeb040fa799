// The grants register and the officers' compensation with their data passed as props:
// a table per year newest first with its total, the ?anno= filter, the open-data links,
// amounts in Italian format.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router-dom';
import type {
  OfficerCompensationFragment,
  RegisterGrantFragment,
  RegisterGrantYearFragment,
} from '../../gql/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { GrantsRegister, selectedGrantYear } from './grants-register';
import { OfficersCompensation } from './officers-compensation';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const grant = (fields: Partial<RegisterGrantFragment>): RegisterGrantFragment => ({
  id: '1',
  administration: 'Comune di Valdoria',
  administrationFiscalCode: '80002350124',
  amount: 12500,
  receivedAt: '2025-04-16',
  year: 2025,
  purpose: 'Trasporto sociale',
  reference: 'Determina n. 112',
  fileUrl: null,
  ...fields,
});

const grants = [
  grant({ id: '3', amount: 4200, receivedAt: '2025-12-03', administration: 'ASL Valdoria' }),
  grant({ id: '2', fileUrl: '/uploads/atto.pdf' }),
  grant({ id: '1', amount: 2350.75, receivedAt: '2024-10-15', year: 2024 }),
];

const years: RegisterGrantYearFragment[] = [
  { year: 2025, count: 2, total: 16700 },
  { year: 2024, count: 1, total: 2350.75 },
];

/** The register as the page renders it, reading ?anno= from the router. */
function Register() {
  const [params] = useSearchParams();
  return <GrantsRegister grants={grants} years={years} yearParam={params.get('anno')} />;
}

describe('GrantsRegister', () => {
  it('shows one table per year, newest first, with rows and the yearly total', () => {
    renderWithProviders(<Register />, { route: '/trasparenza' });
    const tables = screen.getAllByRole('table');
    expect(tables.map((t) => plain(t.querySelector('caption')!.textContent))).toEqual([
      'Contributi ricevuti nel 2025: totale 16.700,00 €',
      'Contributi ricevuti nel 2024: totale 2.350,75 €',
    ]);
    const rows = within(tables[0])
      .getAllByRole('row')
      .map((row) => plain(row.textContent));
    expect(rows[1]).toBe(
      '3 dicembre 2025ASL ValdoriaC.F. 80002350124Trasporto socialeDetermina n. 1124.200,00 €',
    );
    expect(rows[3]).toBe('Totale 202516.700,00 €');
    expect(within(tables[0]).getByRole('link', { name: /Atto \(PDF\)/ })).toHaveAttribute(
      'href',
      '/api/uploads/atto.pdf',
    );
    expect(screen.getByRole('link', { name: 'Scarica CSV dei contributi 2025' })).toHaveAttribute(
      'href',
      '/api/grants/export/2025.csv',
    );
    expect(screen.getByRole('link', { name: 'Scarica JSON dei contributi 2024' })).toHaveAttribute(
      'href',
      '/api/grants/export/2024.json',
    );
  });

  it('filters by year through the URL, and back to every year', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Register />, { route: '/trasparenza?anno=2024' });
    const filter = screen.getByRole('navigation', { name: 'Filtra i contributi per anno' });
    expect(within(filter).getByRole('link', { name: '2024' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.getByRole('table', { name: /nel 2024/ })).toBeInTheDocument();
    await user.click(within(filter).getByRole('link', { name: '2025' }));
    expect(screen.getByRole('table', { name: /nel 2025/ })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /nel 2024/ })).not.toBeInTheDocument();
    await user.click(within(filter).getByRole('link', { name: 'Tutti gli anni' }));
    expect(screen.getAllByRole('table')).toHaveLength(2);
  });

  it("keeps the documents' search and page in its year links", () => {
    renderWithProviders(<Register />, { route: '/trasparenza?q=bilancio&pagina=2&anno=2024' });
    const filter = screen.getByRole('navigation', { name: 'Filtra i contributi per anno' });
    expect(within(filter).getByRole('link', { name: '2025' })).toHaveAttribute(
      'href',
      '/trasparenza?q=bilancio&pagina=2&anno=2025',
    );
    expect(within(filter).getByRole('link', { name: 'Tutti gli anni' })).toHaveAttribute(
      'href',
      '/trasparenza?q=bilancio&pagina=2',
    );
  });

  it('ignores a year the register does not have, and says when it is empty', () => {
    expect(selectedGrantYear('1999', years)).toBeNull();
    expect(selectedGrantYear('20x5', years)).toBeNull();
    expect(selectedGrantYear('2024', years)).toBe(2024);
    renderWithProviders(<GrantsRegister grants={[]} years={[]} yearParam={null} />);
    expect(screen.getByText('Nessun contributo pubblico registrato.')).toBeInTheDocument();
  });
});

describe('OfficersCompensation', () => {
  const rows: OfficerCompensationFragment[] = [
    { id: '1', year: 2025, role: 'Revisore dei conti', name: null, grossAmount: 2400 },
    { id: '2', year: 2025, role: 'Presidente', name: 'Maria Bianchi', grossAmount: 0 },
  ];

  it('lists year, role, name and gross amount when there are rows', () => {
    renderWithProviders(<OfficersCompensation compensations={rows} />);
    expect(
      screen.getByRole('heading', { name: 'Compensi degli organi sociali' }),
    ).toBeInTheDocument();
    const cells = screen.getAllByRole('row').map((row) => plain(row.textContent));
    expect(cells.slice(1)).toEqual([
      '2025Revisore dei conti—2.400,00 €',
      '2025PresidenteMaria Bianchi0,00 €',
    ]);
  });

  it('renders nothing without rows', () => {
    const { container } = renderWithProviders(<OfficersCompensation compensations={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
