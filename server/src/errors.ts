// The one catalogue of application errors: a stable code, the HTTP status and the
// Italian message the user reads. Services throw AppError; the REST error handler
// and Apollo's formatError both translate from here, so REST and GraphQL agree.

export const errorCatalogue = {
  VALIDATION: { status: 400, message: 'Dati non validi' },
  MALFORMED_JSON: { status: 400, message: 'Richiesta non valida: JSON malformato' },
  MISSING_TOKEN: { status: 401, message: 'Non autorizzato: token mancante' },
  INVALID_TOKEN: { status: 401, message: 'Sessione scaduta. Effettua nuovamente il login.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid credentials' },
  NOT_FOUND: { status: 404, message: 'Risorsa non trovata' },
  FILE_TOO_LARGE: { status: 413, message: 'File troppo grande: il limite è 10 MB' },
  UNSUPPORTED_FILE: { status: 415, message: 'Tipo di file non supportato' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Troppi tentativi. Riprova più tardi.' },
  QUERY_TOO_COMPLEX: { status: 400, message: 'Richiesta troppo complessa' },
  INTERNAL: { status: 500, message: 'Si è verificato un errore interno. Riprova più tardi.' },
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

/** Field name -> Italian message, for validation errors. */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: FieldErrors,
    /** Seconds, for TOO_MANY_REQUESTS (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message ?? errorCatalogue[code].message);
    this.name = 'AppError';
    this.status = errorCatalogue[code].status;
  }

  static validation(fields: FieldErrors, message?: string): AppError {
    return new AppError('VALIDATION', message, fields);
  }

  static notFound(message?: string): AppError {
    return new AppError('NOT_FOUND', message);
  }

  /** The JSON body of the REST contract: { message, errors? }. */
  toJSON(): { message: string; errors?: FieldErrors } {
    return this.fields ? { message: this.message, errors: this.fields } : { message: this.message };
  }
}
