// The rule for a password a person chooses, wherever one is set (a user created or changed
// by an administrator, one's own change, a reset or an invitation, `npm run admin:password`,
// the first administrator's ADMIN_PASSWORD): at least 12 characters, not among the 10,000
// most common passwords (server/security/common-passwords.txt, shipped with the code;
// compared case-insensitively, since "Password1234" is no better than "password1234"), and
// hard enough to guess as zxcvbn-ts judges it with its common and Italian dictionaries
// (score 3 of 4 at least). Of the common passwords only a few dozen have 12 characters:
// length and the list alone let through `aaaaaaaaaaaa` or `qwertyuiopas`, which zxcvbn
// recognises (repeats, keyboard rows, words, sequences, dates). Its reasons are given in
// Italian (the Italian package's translations), as the message that says why.
import { readFileSync } from 'node:fs';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as commonLanguage from '@zxcvbn-ts/language-common';
import * as italianLanguage from '@zxcvbn-ts/language-it';

export const MIN_CHOSEN_PASSWORD_LENGTH = 12;

/** zxcvbn's score goes from 0 (guessed at once) to 4; 3 resists an offline attack on a slow hash. */
export const MIN_PASSWORD_SCORE = 3;

/** zxcvbn looks at this many characters at most (a longer password is as strong, and slower to judge). */
const JUDGED_LENGTH = 100;

let common: Set<string> | null = null;

/** The shipped list, read once. */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(new URL('../../../security/common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  );
  return common;
}

let strength: ZxcvbnFactory | null = null;

/** zxcvbn with its dictionaries and Italian translations, built once (about 0.1 s) when first needed. */
function strengthMeter(): ZxcvbnFactory {
  strength ??= new ZxcvbnFactory({
    translations: italianLanguage.translations,
    graphs: commonLanguage.adjacencyGraphs,
    dictionary: { ...commonLanguage.dictionary, ...italianLanguage.dictionary },
  });
  return strength;
}

/**
 * The Italian reason why password is refused, or null when it is acceptable. userInputs
 * (the person's username, name, e-mail) count as easy to guess when they appear in it.
 */
export function passwordProblem(
  password: string,
  userInputs: (string | null | undefined)[] = [],
): string | null {
  if (password.length < MIN_CHOSEN_PASSWORD_LENGTH) {
    return `La password deve avere almeno ${MIN_CHOSEN_PASSWORD_LENGTH} caratteri`;
  }
  if (commonPasswords().has(password.toLowerCase())) {
    return 'Questa password è tra le più comuni: scegline una meno prevedibile';
  }
  // Each input whole and word by word: "Giulia Bianchi" also as giulia and bianchi.
  const inputs = userInputs
    .flatMap((input) => (input ? [input, ...input.split(/[^\p{L}\p{N}]+/u)] : []))
    .filter((input) => input.length >= 3);
  const result = strengthMeter().check(password.slice(0, JUDGED_LENGTH), inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const reasons = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean);
  if (reasons.length === 0) reasons.push(italianLanguage.translations.suggestions.anotherWord);
  return `Questa password è troppo facile da indovinare. ${reasons.join(' ')}`;
}
