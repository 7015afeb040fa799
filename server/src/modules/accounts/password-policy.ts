// The rule for a password a person chooses: at least 12 characters and not among the
// 10,000 most common passwords (server/security/common-passwords.txt, shipped with the code; compared
// case-insensitively, since "Password1234" is no better than "password1234").
import { readFileSync } from 'node:fs';

export const MIN_CHOSEN_PASSWORD_LENGTH = 12;

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

/** The Italian reason why password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_CHOSEN_PASSWORD_LENGTH) {
    return `La password deve avere almeno ${MIN_CHOSEN_PASSWORD_LENGTH} caratteri`;
  }
  if (commonPasswords().has(password.toLowerCase())) {
    return 'Questa password è tra le più comuni: scegline una meno prevedibile';
  }
  return null;
}
