// Amounts of euro for the transparency registers: a client sends a number of euro with at
// most two decimals, the database keeps integer cents (exact sums, never a float
// rounding), the API answers euro again. CSV exports write them as Italian spreadsheets
// read them (comma decimals, no thousands separator).
import { ValidateBy, type ValidationOptions } from 'class-validator';

/** The largest amount accepted: well beyond any committee's grant, within an integer of cents. */
export const MAX_EURO_AMOUNT = 10_000_000;

/** A number of euro with at most two decimals, between min (inclusive or not) and MAX_EURO_AMOUNT. */
export function isEuroAmount(value: unknown, allowZero: boolean): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (allowZero ? value < 0 : value <= 0) return false;
  if (value > MAX_EURO_AMOUNT) return false;
  return /^\d+(\.\d{1,2})?$/.test(String(value));
}

export function IsEuroAmount(allowZero: boolean, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEuroAmount',
      validator: { validate: (value) => isEuroAmount(value, allowZero) },
    },
    options,
  );
}

/** Euro (already validated: at most two decimals) to integer cents. */
export function toCents(euro: number): number {
  return Math.round(euro * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * A REST form value as an amount: JSON numbers as they are, text as a number when it
 * is one ("12500.5" or "12500,50"); anything else is handed on for validation to refuse.
 */
export function amountField(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
}

/** Cents as an Italian spreadsheet reads a number: "12500,00". */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** YYYY-MM-DD as an Italian spreadsheet reads a date: "31/12/2025". */
export function csvDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * One CSV field for a `;`-separated file: quoted when it holds a separator, a quote or a
 * line break; a text a spreadsheet would run as a formula (=, +, -, @) starts with '.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole CSV document: UTF-8 BOM (spreadsheets then read the accents right), CRLF lines. */
export function csvDocument(header: string[], rows: string[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
