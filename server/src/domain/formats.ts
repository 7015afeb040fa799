// Checks of the Italian formats a committee's data is made of (IBAN, fiscal code, postal
// code, province, phone numbers, web addresses), as plain functions and as
// class-validator decorators: the settings use them today, other modules (a volunteer's
// fiscal code) reuse them. Each one implements the real rule, check characters included.
import { ValidateBy, type ValidationOptions } from 'class-validator';

/** The IBAN as it is stored: no spaces, capitals. */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Lengths fixed by ISO 13616 for the countries a committee's bank may be in (others: 15..34). */
const IBAN_LENGTHS: Readonly<Record<string, number>> = { IT: 27, SM: 27, VA: 22 };

/** An IBAN (spaces and small letters allowed) whose ISO 13616 mod-97 check holds. */
export function isIban(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expectedLength = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expectedLength !== undefined && iban.length !== expectedLength) return false;
  // Country and check digits go to the end; letters become 10..35; the number mod 97 is 1.
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The check digit of the first ten digits of an 11-digit (association's) fiscal code. */
export function numericCheckDigit(first10: string): number {
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const digit = Number(first10[index]);
    if (index % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** An association's or a company's fiscal code (partita IVA form): 11 digits, the last a check digit. */
export function isNumericFiscalCode(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{11}$/.test(value)) return false;
  return numericCheckDigit(value.slice(0, 10)) === Number(value[10]);
}

/** Values of the characters in odd positions (1st, 3rd...) of a person's fiscal code: digits as A..J. */
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

/** Letters that replace digits in a fiscal code made unique (omocodia): L=0 ... V=9. */
const DIGIT = '[0-9LMNPQRSTUV]';
const PERSONAL_FISCAL_CODE = new RegExp(
  `^[A-Z]{6}${DIGIT}{2}[ABCDEHLMPRST]${DIGIT}{2}[A-Z]${DIGIT}{3}[A-Z]$`,
);

/** The check character of the first fifteen characters of a person's (16-character) fiscal code. */
export function personalCheckCharacter(first15: string): string {
  let sum = 0;
  for (let index = 0; index < 15; index += 1) {
    const char = first15[index];
    const rank = /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
    sum += index % 2 === 0 ? ODD_VALUES[rank] : rank;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** A person's fiscal code: 16 characters (capitals), the last the check character. */
export function isPersonalFiscalCode(value: unknown): boolean {
  if (typeof value !== 'string' || !PERSONAL_FISCAL_CODE.test(value)) return false;
  return personalCheckCharacter(value.slice(0, 15)) === value[15];
}

/** Either form of Italian fiscal code, as written (spaces and lower case accepted). */
export function isFiscalCode(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const code = normaliseFiscalCode(value);
  return isNumericFiscalCode(code) || isPersonalFiscalCode(code);
}

/** The code as it is stored: without spaces, in capitals. */
export function normaliseFiscalCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** A phone number as people write it: digits and spaces, an optional leading +, 6 to 15 digits. */
export function isPhoneNumber(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\+?[\d ]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/** An absolute http or https address (never javascript:, data: or a relative path). */
export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An Italian postal code (CAP): five digits. */
export function isPostalCode(value: unknown): boolean {
  return typeof value === 'string' && /^\d{5}$/.test(value);
}

/** An Italian province code: two capital letters (RM, MI...). */
export function isProvinceCode(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value);
}

/** The id of a YouTube video (the v= of its address): 11 characters of [A-Za-z0-9_-]. */
export function isYoutubeVideoId(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{11}$/.test(value);
}

function rule(name: string, check: (value: unknown) => boolean) {
  return (options: ValidationOptions): PropertyDecorator =>
    ValidateBy({ name, validator: { validate: (value) => check(value) } }, options);
}

export const IsIban = rule('isIban', isIban);
export const IsFiscalCode = rule('isFiscalCode', isFiscalCode);
export const IsPhoneNumber = rule('isPhoneNumber', isPhoneNumber);
export const IsHttpUrl = rule('isHttpUrl', isHttpUrl);
export const IsPostalCode = rule('isPostalCode', isPostalCode);
export const IsProvinceCode = rule('isProvinceCode', isProvinceCode);
export const IsYoutubeVideoId = rule('isYoutubeVideoId', isYoutubeVideoId);
