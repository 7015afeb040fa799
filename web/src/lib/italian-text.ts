// Lower case and alphabetical order of Italian text, without the browser's Intl (ICU).
// `a.localeCompare(b, 'it-IT')` needs a collator, and the first one in a page loads ICU's
// data: sorting five category names took 7 to 19 ms of main thread in a fresh page in
// Chromium here, inside the render that hydrates /news. `toLocaleLowerCase('it-IT')` looks
// the locale up at every call too. Both answers are the same without them, as the tests
// check against Intl's own.

/**
 * The text in lower case, as Italian writes it: what toLocaleLowerCase('it-IT') gives
 * (only Turkish, Azeri and Lithuanian lower case differently from the default).
 */
export function lowerItalian(text: string): string {
  return text.toLowerCase();
}

/** The letters without their accents, in lower case: what comes first in the order. */
function baseLetters(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The accents in the order the collation weighs them (the Unicode Collation Algorithm's
 * default table): acute before grave ("é" before "è"), then breve, circumflex, caron,
 * ring, diaeresis, double acute, tilde, dot above; any other mark after them.
 */
const ACCENT_ORDER = '\u0301\u0300\u0306\u0302\u030c\u030a\u0308\u030b\u0303\u0307';

/**
 * The letters in lower case with each accent as a character above every letter, in the
 * order above: a letter without accent comes before the same letter with one.
 */
function accents(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/\p{M}/gu, (mark) => {
      const rank = ACCENT_ORDER.indexOf(mark);
      return String.fromCharCode(0xfff0 + (rank === -1 ? ACCENT_ORDER.length : rank));
    });
}

/** Lower case before upper case, as the collation orders them: swapped, then by code unit. */
function caseSwapped(text: string): string {
  let swapped = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    swapped += char === lower ? char.toUpperCase() : lower;
  }
  return swapped;
}

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Italian alphabetical order, as Intl.Collator('it') sorts words and names: by their
 * letters whatever the accents and the case ("Àmbito" between "Altro" and "Avviso"), then
 * by their accents (none first), then lower case before upper case.
 */
export function compareItalian(a: string, b: string): number {
  return (
    byCodeUnits(baseLetters(a), baseLetters(b)) ||
    byCodeUnits(accents(a), accents(b)) ||
    byCodeUnits(caseSwapped(a), caseSwapped(b))
  );
}
