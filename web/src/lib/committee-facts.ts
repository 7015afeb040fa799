// The sentences about the committee that hold for some committees and not for others,
// worded from its settings: its years of service (from the founding year and today's year
// in Rome), its people and vehicles, the youth group's ages, the switchboard's hours (24/7
// or the hours it keeps) and the number that books a service (toll-free or not). A fact a
// committee does not have (no vehicles, a switchboard that is not always open) is left
// out of the sentence rather than stated.
import type { CommitteeSettings } from './committee-settings';
import { romeYear } from './format-date';

type Facts = Pick<
  CommitteeSettings,
  | 'foundedYear'
  | 'peopleCount'
  | 'vehicleCount'
  | 'youthMinAge'
  | 'youthMaxAge'
  | 'switchboardAlwaysOpen'
  | 'switchboardHours'
  | 'bookingPhone'
  | 'bookingPhoneTollFree'
  | 'phone'
>;

/** Whole years since the founding year, by Rome's calendar (never below 0). */
export function yearsOfService(foundedYear: number, today: Date = new Date()): number {
  return Math.max(0, romeYear(today) - foundedYear);
}

/** "46 anni di servizio", "1 anno di servizio", "il primo anno di servizio". */
export function yearsOfServiceText(foundedYear: number, today: Date = new Date()): string {
  const years = yearsOfService(foundedYear, today);
  if (years === 0) return 'il primo anno di servizio';
  return years === 1 ? '1 anno di servizio' : `${years} anni di servizio`;
}

/** "a, b e c": the parts of an Italian list. */
export function joinItalian(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`;
}

/**
 * The committee in numbers, one sentence: "46 anni di servizio, 20 mezzi e circa 300
 * persone tra volontari e personale" (no vehicles, no people: left out).
 */
export function committeeNumbers(
  facts: Pick<Facts, 'foundedYear' | 'peopleCount' | 'vehicleCount'>,
  today: Date = new Date(),
): string {
  const parts = [yearsOfServiceText(facts.foundedYear, today)];
  if (facts.vehicleCount > 0) {
    parts.push(facts.vehicleCount === 1 ? '1 mezzo' : `${facts.vehicleCount} mezzi`);
  }
  if (facts.peopleCount > 0) {
    parts.push(`circa ${facts.peopleCount} persone tra volontari e personale`);
  }
  return joinItalian(parts);
}

/**
 * "da"/"a" joined with the article an age takes in Italian: "dai 14", "dagli 11",
 * "dagli 8", "dall’1"; "ai 32", "agli 11"... as numbers are read aloud (otto, undici,
 * ottanta begin with a vowel).
 */
function withArticle(preposition: 'da' | 'a', age: number): string {
  if (age === 1) return `${preposition === 'da' ? 'dall’' : 'all’'}1`;
  const vowel = age === 8 || age === 11 || (age >= 80 && age <= 89);
  return `${preposition === 'da' ? (vowel ? 'dagli' : 'dai') : vowel ? 'agli' : 'ai'} ${age}`;
}

/** "dai 14 ai 32 anni", "dagli 11 ai 18 anni". */
export function youthAgesText(facts: Pick<Facts, 'youthMinAge' | 'youthMaxAge'>): string {
  return `${withArticle('da', facts.youthMinAge)} ${withArticle('a', facts.youthMaxAge)} anni`;
}

/**
 * The switchboard's hours in a sentence: "attivo 24 ore su 24, 7 giorni su 7" or the hours
 * the committee wrote ("dal lunedì al venerdì, 8-20"); null when it wrote none.
 */
export function switchboardHoursText(
  facts: Pick<Facts, 'switchboardAlwaysOpen' | 'switchboardHours'>,
): string | null {
  if (facts.switchboardAlwaysOpen) return 'attivo 24 ore su 24, 7 giorni su 7';
  return facts.switchboardHours?.trim() || null;
}

/**
 * The switchboard in a sentence: "Centralino del comitato attivo 24 ore su 24, 7 giorni su
 * 7." or "Orari del centralino: dal lunedì al venerdì, 8-20."; null without hours to say.
 */
export function switchboardSentence(
  facts: Pick<Facts, 'switchboardAlwaysOpen' | 'switchboardHours'>,
): string | null {
  const hours = switchboardHoursText(facts);
  if (hours === null) return null;
  const sentence = facts.switchboardAlwaysOpen
    ? `Centralino del comitato ${hours}`
    : `Orari del centralino: ${hours}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

export interface BookingNumber {
  /** The number as written in the settings. */
  number: string;
  /** Toll-free (numero verde): the label may say "gratuito". */
  tollFree: boolean;
  /** 'Numero verde', 'Prenotazioni' (a booking line that is not free) or 'Centralino'. */
  label: 'Numero verde' | 'Prenotazioni' | 'Centralino';
}

/** The number that books a service: the booking line when there is one, else the switchboard. */
export function bookingNumber(
  facts: Pick<Facts, 'bookingPhone' | 'bookingPhoneTollFree' | 'phone'>,
): BookingNumber {
  if (facts.bookingPhone) {
    return facts.bookingPhoneTollFree
      ? { number: facts.bookingPhone, tollFree: true, label: 'Numero verde' }
      : { number: facts.bookingPhone, tollFree: false, label: 'Prenotazioni' };
  }
  return { number: facts.phone, tollFree: false, label: 'Centralino' };
}
