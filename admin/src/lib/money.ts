// Amounts of euro as the admin shows them: Italian format, e.g. "12.500,00 €".
import { DISPLAY_LOCALE } from '../config';

// Italian groups thousands only from five digits by default; amounts group them all.
const euroFormat = new Intl.NumberFormat(DISPLAY_LOCALE, {
  style: 'currency',
  currency: 'EUR',
  useGrouping: 'always',
});

export function formatEuro(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? euroFormat.format(value) : '';
}

/** Client-side check of an amount: a number with at most two decimals (the server decides the rest). */
export function euroAmountProblem(value: unknown, allowZero: boolean): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const amount = Number(value);
  if (!Number.isFinite(amount) || (allowZero ? amount < 0 : amount <= 0)) {
    return allowZero ? "L'importo non può essere negativo" : "L'importo deve essere positivo";
  }
  if (!/^\d+(\.\d{1,2})?$/.test(String(amount))) return 'Al massimo due decimali';
  return undefined;
}
