// The REST side's last word on errors: unknown /api paths, malformed JSON and every
// error a route throws become the JSON body of the contract, { message, errors? },
// with the catalogue's status. Never a stack trace, an SQL text or an HTML page. An
// unreachable database is a 503 with Retry-After, never a 500.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { UploadError, UploadErrorCode } from 'graphql-upload-ts';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, errorCatalogue, type ErrorCode } from '../../errors.js';

interface HttpError extends Error {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  /** body-parser's limit, in bytes, on entity.too.large. */
  limit?: number;
}

function send(res: Parameters<RequestHandler>[1], error: AppError, graphql: boolean): void {
  if (error.retryAfter !== undefined) res.setHeader('Retry-After', String(error.retryAfter));
  res.setHeader('Cache-Control', 'no-store');
  if (graphql) {
    // A GraphQL client reads errors[], also when the request failed before Apollo saw it.
    res.status(error.status).json({
      errors: [{ message: error.message, extensions: { code: error.code, status: error.status } }],
    });
    return;
  }
  res.status(error.status).json(error.toJSON());
}

/** Unknown path: JSON 404 (the public site's own 404 page is rendered behind its fallback). */
export const notFound: RequestHandler = (req, res) => {
  send(res, new AppError('NOT_FOUND'), req.path.startsWith('/graphql'));
};

function toAppError(error: HttpError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof UploadError) {
    return error.code === UploadErrorCode.FILE_TOO_LARGE
      ? new AppError('FILE_TOO_LARGE')
      : new AppError('VALIDATION', `${errorCatalogue.VALIDATION.message}: ${error.message}`);
  }
  if (isDatabaseUnavailable(error)) return AppError.unavailable();
  if (error.type === 'entity.parse.failed') return new AppError('MALFORMED_JSON');
  const status = error.status ?? error.statusCode;
  if (error.type === 'entity.too.large' && typeof error.limit === 'number') {
    return AppError.tooLarge(error.limit);
  }
  if (error.type === 'entity.too.large' || status === 413) return new AppError('REQUEST_TOO_LARGE');
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (status !== undefined && status >= 400 && status < 500) {
    const code: ErrorCode = status === 404 ? 'NOT_FOUND' : 'VALIDATION';
    return new AppError(code, status === 404 ? undefined : 'Richiesta non valida');
  }
  return undefined;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: HttpError, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const graphql = req.path.startsWith('/graphql');
    const known = toAppError(error);
    if (known?.code === 'SERVICE_UNAVAILABLE' && !(error instanceof AppError)) {
      (req.log ?? logger).warn({ err: error }, 'database non raggiungibile: risposta 503');
    }
    if (known) {
      send(res, known, graphql);
      return;
    }
    (req.log ?? logger).error({ err: error }, 'errore non gestito');
    send(res, new AppError('INTERNAL'), graphql);
  };
}
