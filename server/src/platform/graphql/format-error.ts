// Apollo's formatError: every GraphQL error leaves the server with an Italian message
// and extensions { code, status, fields? } taken from the error catalogue (errors.ts),
// exactly as the REST side answers. An unreachable database is SERVICE_UNAVAILABLE
// (apollo.ts then answers 503 with Retry-After). Errors we do not know become INTERNAL: logged with
// their stack here, sent without it.
import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { ValidationError } from 'class-validator';
import { UploadError, UploadErrorCode } from 'graphql-upload-ts';
import type { Logger } from 'pino';
import { ArgumentValidationError, AuthenticationError, AuthorizationError } from 'type-graphql';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, errorCatalogue, type ErrorCode, type FieldErrors } from '../../errors.js';

/** Codes graphql-js and Apollo give to a malformed or invalid operation: the client's fault. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'QUERY_TOO_COMPLEX',
]);

/** class-validator errors -> { field: first message }, nested inputs as dotted paths. */
export function validationFields(errors: ValidationError[], prefix = ''): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const name = prefix ? `${prefix}.${error.property}` : error.property;
    const message = error.constraints ? Object.values(error.constraints)[0] : undefined;
    if (message) fields[name] = message;
    if (error.children?.length) Object.assign(fields, validationFields(error.children, name));
  }
  return fields;
}

function fromCatalogue(
  code: ErrorCode,
  formatted: GraphQLFormattedError,
  message?: string,
  fields?: FieldErrors,
) {
  return {
    message: message ?? errorCatalogue[code].message,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code, status: errorCatalogue[code].status, ...(fields ? { fields } : {}) },
  };
}

/** The AppError behind an error, however deeply graphql-js and Apollo wrapped it. */
export function appErrorWithin(error: unknown): AppError | undefined {
  for (
    let current = error;
    current instanceof Error;
    current = (current as { originalError?: unknown }).originalError
  ) {
    if (current instanceof AppError) return current;
    if (!('originalError' in current)) return undefined;
  }
  return undefined;
}

export function createFormatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = appErrorWithin(error) ?? unwrapResolverError(error);
    if (original instanceof AppError) {
      return fromCatalogue(original.code, formatted, original.message, original.fields);
    }
    if (original instanceof ArgumentValidationError) {
      return fromCatalogue(
        'VALIDATION',
        formatted,
        undefined,
        validationFields(original.extensions.validationErrors),
      );
    }
    if (original instanceof AuthenticationError) return fromCatalogue('MISSING_TOKEN', formatted);
    if (original instanceof AuthorizationError) return fromCatalogue('INVALID_TOKEN', formatted);
    if (original instanceof UploadError) {
      if (original.code === UploadErrorCode.FILE_TOO_LARGE)
        return fromCatalogue('FILE_TOO_LARGE', formatted);
      return fromCatalogue(
        'VALIDATION',
        formatted,
        `${errorCatalogue.VALIDATION.message}: ${original.message}`,
      );
    }
    if (isDatabaseUnavailable(original)) {
      logger.warn({ err: original }, 'database non raggiungibile: risposta 503');
      return fromCatalogue('SERVICE_UNAVAILABLE', formatted);
    }
    const code =
      typeof formatted.extensions?.code === 'string' ? formatted.extensions.code : undefined;
    if (code && REQUEST_ERROR_CODES.has(code)) {
      return {
        ...formatted,
        extensions: {
          code,
          status:
            typeof formatted.extensions?.status === 'number' ? formatted.extensions.status : 400,
        },
      };
    }
    logger.error({ err: original }, 'errore GraphQL inatteso');
    return fromCatalogue('INTERNAL', formatted);
  };
}
