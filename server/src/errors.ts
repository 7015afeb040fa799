// The one catalogue of application errors: a stable code, the HTTP status and the
// Italian message the user reads. Services throw AppError; the REST error handler
// and Apollo's formatError both translate from here, so REST and GraphQL agree.

export const errorCatalogue = {
  VALIDATION: { status: 400, message: 'Dati non validi' },
  MALFORMED_JSON: { status: 400, message: 'Richiesta non valida: JSON malformato' },
  /** Input GraphQL refuses before any resolver (variables of the wrong type, NUL characters). */
  BAD_USER_INPUT: { status: 400, message: 'Richiesta non valida' },
  MISSING_TOKEN: { status: 401, message: 'Non autorizzato: token mancante' },
  INVALID_TOKEN: { status: 401, message: 'Sessione scaduta. Effettua nuovamente il login.' },
  /** A signed-in user whose role does not allow the operation (modules/auth/policy.ts). */
  FORBIDDEN: { status: 403, message: 'Non hai i permessi per questa operazione.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid credentials' },
  NOT_FOUND: { status: 404, message: 'Risorsa non trovata' },
  FILE_TOO_LARGE: { status: 413, message: 'File troppo grande: il limite è 10 MB' },
  UNSUPPORTED_FILE: { status: 415, message: 'Tipo di file non supportato' },
  /** A request body over the limit of its route (the message names the limit: see tooLarge()). */
  REQUEST_TOO_LARGE: { status: 413, message: 'Richiesta troppo grande' },
  /** A body in a format the route does not take (e.g. multipart where only JSON is accepted). */
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'Formato della richiesta non supportato: invia i dati in JSON',
  },
  /** The request clashes with what is stored (the same e-mail enrolled twice on a course). */
  CONFLICT: { status: 409, message: 'La richiesta è in conflitto con i dati già presenti' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Troppi tentativi. Riprova più tardi.' },
  QUERY_TOO_COMPLEX: { status: 400, message: 'Richiesta troppo complessa' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'Servizio temporaneamente non disponibile, riprova tra poco.',
  },
  INTERNAL: { status: 500, message: 'Si è verificato un errore interno. Riprova più tardi.' },
} as const;

/** Retry-After of a 503 while the database is unreachable (the embedded one restarts in ~1 s). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export type ErrorCode = keyof typeof errorCatalogue;

/** A size as people read it: 64 KB, 1 MB, 10 MB (binary units, as the limits are set). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} byte`;
}

/** Field name -> Italian message, for validation errors. */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: FieldErrors,
    /** Seconds, for TOO_MANY_REQUESTS and SERVICE_UNAVAILABLE (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message ?? errorCatalogue[code].message);
    this.name = 'AppError';
    this.status = errorCatalogue[code].status;
  }

  static validation(fields: FieldErrors, message?: string): AppError {
    return new AppError('VALIDATION', message, fields);
  }

  /** 413 naming the limit of this request, e.g. `Richiesta troppo grande: il limite è 64 KB`. */
  static tooLarge(limitBytes: number): AppError {
    return new AppError(
      'REQUEST_TOO_LARGE',
      `${errorCatalogue.REQUEST_TOO_LARGE.message}: il limite è ${formatBytes(limitBytes)}`,
    );
  }

  static notFound(message?: string): AppError {
    return new AppError('NOT_FOUND', message);
  }

  /** The database cannot be reached: the client should try again shortly. */
  static unavailable(): AppError {
    return new AppError(
      'SERVICE_UNAVAILABLE',
      undefined,
      undefined,
      UNAVAILABLE_RETRY_AFTER_SECONDS,
    );
  }

  /** The JSON body of the REST contract: { message, errors? }. */
  toJSON(): { message: string; errors?: FieldErrors } {
    return this.fields ? { message: this.message, errors: this.fields } : { message: this.message };
  }
}
