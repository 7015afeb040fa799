// Amounts of euro as an Italian reader expects them: "12.500,00 €".
const euro = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // Italian groups thousands only from five digits by default; registers group them all.
  useGrouping: 'always',
});

export function formatEuro(amount: number): string {
  return euro.format(amount);
}
