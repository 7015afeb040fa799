// The NUL character (\u0000) is refused wherever input enters, before any service sees it:
// PostgreSQL cannot store it in text, so it would otherwise surface as a database error
// (a 500 with the SQL in the logs). One check, applied by each adapter's entry point: the
// request URL (every route, REST and GraphQL), REST bodies (readBody) and GraphQL
// operations (the document's string literals, variables and operationName).
import { AppError, errorCatalogue } from '../../errors.js';

export const NUL_MESSAGE = `${errorCatalogue.BAD_USER_INPUT.message}: il carattere NUL (\\u0000) non è ammesso`;

/** Whether a string, or any string inside plain objects and arrays (keys too), holds a NUL. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // JSON bodies are bounded in size; the depth bound only keeps a hostile nesting cheap.
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  const prototype = Object.getPrototypeOf(value) as unknown;
  // Only plain data: an Upload promise or a Buffer is not text.
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
  );
}

/** The 400 of a NUL in the input (REST `{ message }`, GraphQL BAD_USER_INPUT). */
export function nulError(): AppError {
  return new AppError('BAD_USER_INPUT', NUL_MESSAGE);
}

export function rejectNul(value: unknown): void {
  if (containsNul(value)) throw nulError();
}

/** Whether a request target (path and query) carries a NUL, encoded (%00) or not. */
export function urlContainsNul(url: string): boolean {
  return url.includes('\u0000') || /%00/i.test(url);
}
