// Amounts in Italian words, as a receipt writes them beside the figures: whole numbers
// (ventitré, centottanta, duemilacentouno, un milione) and euro with cents
// ("centoventitré euro e quarantacinque centesimi").

const UNITS = [
  'zero',
  'uno',
  'due',
  'tre',
  'quattro',
  'cinque',
  'sei',
  'sette',
  'otto',
  'nove',
  'dieci',
  'undici',
  'dodici',
  'tredici',
  'quattordici',
  'quindici',
  'sedici',
  'diciassette',
  'diciotto',
  'diciannove',
];
const TENS = [
  '',
  '',
  'venti',
  'trenta',
  'quaranta',
  'cinquanta',
  'sessanta',
  'settanta',
  'ottanta',
  'novanta',
];

/** Joins two parts: tens lose their last vowel before uno and otto (ventuno, ventotto), cento before otto and ottanta (centotto, centottanta). */
function join(head: string, tail: string): string {
  if (!tail || !head) return head + tail;
  if (head.endsWith('cento'))
    return tail.startsWith('ott') ? head.slice(0, -1) + tail : head + tail;
  return /^(uno|otto)$/.test(tail) ? head.slice(0, -1) + tail : head + tail;
}

/** 0..999 as one word, without the accent of a final tre. */
function below1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  let words = '';
  if (hundreds > 0) words = hundreds === 1 ? 'cento' : `${UNITS[hundreds]}cento`;
  if (rest === 0) return words;
  let restWords: string;
  if (rest < 20) restWords = UNITS[rest];
  else restWords = join(TENS[Math.floor(rest / 10)], rest % 10 === 0 ? '' : UNITS[rest % 10]);
  return join(words, restWords);
}

/** A final "tre" of a compound takes the accent (ventitré, centotré, milletré). */
function accent(word: string): string {
  return word.length > 3 && word.endsWith('tre') ? `${word.slice(0, -3)}tré` : word;
}

/** 0..999,999 as one word. */
function below1e6(n: number): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  let words = '';
  if (thousands === 1) words = 'mille';
  else if (thousands > 1) words = `${below1000(thousands)}mila`;
  return words + (rest ? below1000(rest) : '');
}

/** A non-negative whole number in Italian words (up to 999,999,999). */
export function integerInWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= 1e9)
    throw new RangeError(`numero fuori intervallo: ${value}`);
  if (value === 0) return 'zero';
  const millions = Math.floor(value / 1e6);
  const rest = value % 1e6;
  const parts: string[] = [];
  if (millions === 1) parts.push('un milione');
  else if (millions > 1) parts.push(`${accent(below1e6(millions))} milioni`);
  if (rest) parts.push(accent(below1e6(rest)));
  return parts.join(' ');
}

/** Before a noun, uno is un (un euro, ventuno euro stays). */
function beforeNoun(words: string): string {
  return words === 'uno' ? 'un' : words;
}

/** Integer cents as euro in words: "centoventitré euro e quarantacinque centesimi". */
export function euroInWords(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`importo non valido: ${cents}`);
  const euro = Math.floor(cents / 100);
  const rest = cents % 100;
  const euroWords = beforeNoun(integerInWords(euro));
  // "un milione di euro", "due milioni di euro": a round million takes "di".
  const euroPart = /milion[ei]$/.test(euroWords) ? `${euroWords} di euro` : `${euroWords} euro`;
  if (rest === 0) return euroPart;
  const centWords = rest === 1 ? 'un centesimo' : `${integerInWords(rest)} centesimi`;
  return `${euroPart} e ${centWords}`;
}
