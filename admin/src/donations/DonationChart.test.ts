// The chart's data: each donation's amount in its month's bar, under its method.
import { monthlyTotals } from './DonationChart';

describe('monthlyTotals', () => {
  it('sums the amounts by month and method, twelve months always', () => {
    const rows = monthlyTotals([
      { id: 1, date: '2026-03-14', amount: 123.45, method: 'bank_transfer' },
      { id: 2, date: '2026-03-20', amount: 0.1, method: 'bank_transfer' },
      { id: 3, date: '2026-03-21', amount: 0.2, method: 'bank_transfer' },
      { id: 4, date: '2026-12-01', amount: 20, method: 'cash' },
    ]);
    expect(rows).toHaveLength(12);
    expect(rows[2]).toMatchObject({ month: 'mar', bank_transfer: 123.75, cash: 0, card: 0 });
    expect(rows[11]).toMatchObject({ month: 'dic', cash: 20, bank_transfer: 0 });
    expect(rows[0]).toMatchObject({ month: 'gen', card: 0, cash: 0 });
  });
});
