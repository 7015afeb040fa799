// How a statistic's value is counted and shown: digits count up; a '+' in the
// value or in the description adds a '+' suffix; anything else (e.g. "24/7") is
// shown as written.
import { formatInteger } from '../../lib/format-number';

export interface StatLike {
  title: string;
  value: string;
  description: string;
}

export interface ParsedStat {
  /** The number to count up to, or null when the value is not a plain number. */
  target: number | null;
  suffix: '+' | '';
  raw: string;
}

const PLAIN_NUMBER = /^\s*\d{1,3}(?:[.\s]?\d{3})*\s*\+?\s*$/;

export function parseStat({ value, description }: StatLike): ParsedStat {
  const suffix = value.includes('+') || description.includes('+') ? '+' : '';
  const target = PLAIN_NUMBER.test(value) ? Number(value.replace(/\D/g, '')) : null;
  return { target, suffix, raw: value };
}

export function formatStatNumber(value: number, suffix: string): string {
  return `${formatInteger(value)}${suffix}`;
}

/** Shown when the statistics call fails. */
export const FALLBACK_STATS: readonly StatLike[] = [
  { title: 'Volontari attivi', value: '1500+', description: 'Persone che donano il loro tempo' },
  { title: 'Beneficiari', value: '25000', description: 'Persone aiutate ogni anno' },
  { title: 'Progetti', value: '45+', description: 'Iniziative sul territorio' },
  { title: 'Partner', value: '100+', description: 'Enti e aziende al nostro fianco' },
];
