// Server errors as react-admin reads them: an HttpError whose status comes from the
// GraphQL error's extensions (the server's catalogue code and status) and whose
// body.errors holds the field messages of a validation error, which react-admin's
// forms show under the fields. A nested field arrives as a path (`bank.iban`) and is
// handed on in the shape of the form's values ({ bank: { iban } }).
import { HttpError } from 'react-admin';

/** Field messages in the shape of the form's values. */
export interface FieldErrors {
  [field: string]: string | FieldErrors;
}

export interface ServerErrorBody {
  code?: string;
  message: string;
  errors?: FieldErrors;
}

/** { 'bank.iban': text, title: text } -> { bank: { iban: text }, title: text }. */
export function nestFieldErrors(fields: Record<string, string>): FieldErrors {
  const nested: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const names = path.split('.').filter(Boolean);
    const last = names.pop();
    if (!last) continue;
    let parent = nested;
    for (const name of names) {
      const child = parent[name];
      // A message already set on a parent (the whole object is wrong) keeps its place.
      if (typeof child === 'string') {
        parent = {};
        break;
      }
      parent = parent[name] = child ?? {};
    }
    if (parent[last] === undefined) parent[last] = message;
  }
  return nested;
}

const statusOfCode: Record<string, number> = {
  VALIDATION: 400,
  MALFORMED_JSON: 400,
  QUERY_TOO_COMPLEX: 400,
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  MISSING_TOKEN: 401,
  INVALID_TOKEN: 401,
  INVALID_CREDENTIALS: 401,
  NOT_FOUND: 404,
  CONFLICT: 409,
  FILE_TOO_LARGE: 413,
  REQUEST_TOO_LARGE: 413,
  UNSUPPORTED_FILE: 415,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

/** Codes of an expired, revoked or missing session. */
export const SESSION_ERROR_CODES = ['MISSING_TOKEN', 'INVALID_TOKEN'];

export const NETWORK_ERROR_MESSAGE = 'Impossibile contattare il server. Controlla la connessione.';

interface GraphQLErrorLike {
  message: string;
  extensions?: { code?: unknown; status?: unknown; fields?: unknown };
}

function graphQLErrorsOf(error: unknown): GraphQLErrorLike[] {
  if (typeof error !== 'object' || error === null) return [];
  const candidate = error as { graphQLErrors?: unknown; body?: unknown };
  if (Array.isArray(candidate.graphQLErrors) && candidate.graphQLErrors.length > 0) {
    return candidate.graphQLErrors as GraphQLErrorLike[];
  }
  // ra-data-graphql wraps Apollo's error as the body of an HttpError.
  if (candidate.body) return graphQLErrorsOf(candidate.body);
  return [];
}

/** Any error of a GraphQL call -> an HttpError with the server's status, code and fields. */
export function toHttpError(error: unknown): HttpError {
  const [first] = graphQLErrorsOf(error);
  if (first) {
    const ext = first.extensions ?? {};
    const code = typeof ext.code === 'string' ? ext.code : undefined;
    const status =
      typeof ext.status === 'number' ? ext.status : ((code && statusOfCode[code]) ?? 500);
    const fields =
      typeof ext.fields === 'object' && ext.fields !== null && Object.keys(ext.fields).length > 0
        ? nestFieldErrors(ext.fields as Record<string, string>)
        : undefined;
    const body: ServerErrorBody = {
      code,
      message: first.message,
      ...(fields ? { errors: fields } : {}),
    };
    return new HttpError(first.message, status, body);
  }
  if (error instanceof HttpError && error.body instanceof HttpError) {
    // ra-data-graphql wraps what our parseResponse throws (e.g. the 404 of a missing record).
    return toHttpError(error.body);
  }
  if (error instanceof HttpError) {
    if (!error.status || /failed to fetch|network/i.test(error.message)) {
      return new HttpError(NETWORK_ERROR_MESSAGE, error.status, { message: NETWORK_ERROR_MESSAGE });
    }
    return error;
  }
  const message = error instanceof Error ? error.message : String(error);
  return new HttpError(message, 500, { message });
}

/** The catalogue code of an error thrown by the data provider, if any. */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof HttpError) return (error.body as ServerErrorBody | undefined)?.code;
  return undefined;
}

/** The message of an error thrown by the data provider, if it has one. */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/** Invalid answer to a list query (not an array of records). */
export const INVALID_LIST_FORMAT_MESSAGE = 'Formato dati non valido';

/**
 * The reason shown under a list's error box when the server answered with a non-OK HTTP
 * status instead of a GraphQL answer (a proxy error page, a restart): the spec's texts.
 */
export function listHttpFailureMessage(resource: string, status: number): string {
  return resource === 'news' ? 'Failed to fetch news' : `Errore HTTP: ${status}`;
}
