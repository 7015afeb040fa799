// Request bodies for the REST adapters. The /api router parses its own bodies, per route:
// JSON for the JSON endpoints, multipart (busboy) for the upload forms, buffering files of
// at most MAX_UPLOAD_BYTES. Each call says what its route takes (BodyRules): a route
// without a file part takes JSON only (415 otherwise), and every body is bounded (413
// naming the limit). What a route refuses is refused from its headers, before a byte of
// the body is read (a Content-Length over the limit, a multipart body where only JSON is
// taken); a body that turns out longer than announced is cut off at the limit. Either way
// the connection is closed after the answer (a lingering close: what the client still
// sends is discarded for LINGER_MS, so its system does not drop the answer), and the rest
// of the body is never kept.
// Values are handed to the services as they came (NUL characters refused); the services
// validate them.
import busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from '../../errors.js';
import { rejectNul } from './nul-guard.js';
import { MAX_UPLOAD_BYTES, type IncomingFile } from './incoming-file.js';

/** The largest JSON body or multipart text field: long rich-text news fit comfortably. */
export const MAX_FIELD_BYTES = 1024 * 1024;

export interface RequestBody {
  fields: Record<string, unknown>;
  files: Record<string, IncomingFile>;
}

export interface BodyRules {
  /**
   * 'json': JSON only, any other body is refused with 415 before it is read (routes without
   * a file part); 'json-or-multipart': JSON or a multipart form with files (upload forms).
   */
  accept: 'json' | 'json-or-multipart';
  /** The largest body, in bytes, whatever its format (413 `il limite è …` beyond). */
  maxBytes: number;
  /** File parts accepted in a multipart body (default 4). */
  maxFiles?: number;
}

/** The limits of the REST routes, by kind: routes pass one of these (or their own) to readBody. */
export const BODY_RULES = {
  /** Public forms without files (login, contact messages): a few KB of text in practice. */
  publicJson: { accept: 'json', maxBytes: 64 * 1024 },
  /** Admin JSON without files (statistics, a contact's status, settings...). */
  json: { accept: 'json', maxBytes: MAX_FIELD_BYTES },
  /** Admin forms with one file (news, courses, documents): the file plus its text fields. */
  withFile: { accept: 'json-or-multipart', maxBytes: MAX_UPLOAD_BYTES + 2 * MAX_FIELD_BYTES },
} as const satisfies Record<string, BodyRules>;

/**
 * Without rules, today's behaviour for upload forms: JSON (at most MAX_FIELD_BYTES) or
 * multipart (files of MAX_UPLOAD_BYTES); other formats are refused with 415.
 */
export const DEFAULT_RULES: BodyRules = {
  accept: 'json-or-multipart',
  maxBytes: 4 * MAX_UPLOAD_BYTES + 2 * MAX_FIELD_BYTES,
};

/** Whether the request announces a body at all (a POST with no body reads as an empty one). */
function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return req.headers['transfer-encoding'] !== undefined;
}

/**
 * How long a connection whose body was refused stays open after the answer, discarding what
 * the client still sends. Closed at once, it would be reset by the next bytes the client
 * sends, and a reset makes the client's system drop the answer it has not read yet: the
 * user would see a broken connection instead of the message. So the server half-closes,
 * drains, and closes when the client does or after this delay (a lingering close).
 */
export const LINGER_MS = 2_000;

/** The answer to a body refused or cut short closes the connection: the rest is never kept. */
function refuse(req: Request, error: AppError): AppError {
  if (req.complete) return error;
  req.res?.setHeader('Connection', 'close');
  const socket = req.res?.socket;
  if (!socket) return error;
  // node:http ends a `Connection: close` exchange with socket.destroySoon().
  socket.destroySoon = () => {
    socket.end();
    req.resume();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
  return error;
}

export async function readBody(
  req: Request,
  rules: BodyRules = DEFAULT_RULES,
): Promise<RequestBody> {
  if (!hasBody(req)) return { fields: {}, files: {} };
  const type = req.headers['content-type'] ?? '';
  const json = /^application\/(.+\+)?json\s*(;|$)/i.test(type);
  const multipart = /^multipart\/form-data/i.test(type);
  if (!json && !(multipart && rules.accept === 'json-or-multipart')) {
    const message =
      rules.accept === 'json'
        ? undefined
        : 'Formato della richiesta non supportato: invia JSON o multipart/form-data';
    throw refuse(req, new AppError('UNSUPPORTED_MEDIA_TYPE', message));
  }
  const jsonLimit = Math.min(rules.maxBytes, MAX_FIELD_BYTES);
  const limit = json ? jsonLimit : rules.maxBytes;
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    throw refuse(req, AppError.tooLarge(limit));
  }
  try {
    const body = json
      ? { fields: await readJson(req, jsonLimit), files: {} }
      : await readMultipart(req, rules);
    rejectNul(body.fields);
    rejectNul(Object.values(body.files).map((file) => file.filename));
    return body;
  } catch (error) {
    throw error instanceof AppError ? refuse(req, error) : error;
  }
}

/**
 * The body, up to `limit` bytes. Past it, reading stops (the request is paused, not
 * destroyed: destroying it would close the connection before the 413 is sent).
 */
function readRaw(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        stop();
        req.pause();
        reject(AppError.tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error): void => {
      stop();
      reject(error);
    };
    // The client went away before the end of its body: nobody is left to read an answer.
    const onClose = (): void => {
      stop();
      reject(AppError.validation({}, 'Richiesta interrotta prima della fine del corpo'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

async function readJson(req: Request, limit: number): Promise<Record<string, unknown>> {
  const raw = (await readRaw(req, limit)).toString('utf8');
  if (raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new AppError('MALFORMED_JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AppError('MALFORMED_JSON', 'Richiesta non valida: atteso un oggetto JSON');
  }
  return parsed as Record<string, unknown>;
}

function readMultipart(req: Request, rules: BodyRules): Promise<RequestBody> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, unknown> = {};
    const files: Record<string, IncomingFile> = {};
    let failure: AppError | null = null;
    let settled = false;
    const settle = (error: AppError | null): void => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve({ fields, files });
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: MAX_UPLOAD_BYTES,
          files: rules.maxFiles ?? 4,
          fields: 50,
          fieldSize: MAX_FIELD_BYTES,
        },
      });
    } catch {
      reject(AppError.validation({}, 'Richiesta multipart non valida'));
      return;
    }
    // A body sent without a Content-Length (chunked) is bounded as it arrives.
    let received = 0;
    const count = (chunk: Buffer): void => {
      received += chunk.length;
      if (received <= rules.maxBytes) return;
      req.off('data', count);
      req.unpipe(parser);
      req.pause();
      settle(AppError.tooLarge(rules.maxBytes));
    };
    req.on('data', count);
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) failure ??= AppError.tooLarge(MAX_FIELD_BYTES);
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure ??= new AppError('FILE_TOO_LARGE');
        chunks.length = 0;
      });
      stream.on('close', () => {
        const data = Buffer.concat(chunks);
        // A file input left empty arrives as a part with no name and no bytes: no file.
        if (data.length > 0 || info.filename) files[name] = { data, filename: info.filename ?? '' };
      });
    });
    parser.on('filesLimit', () => {
      failure ??= AppError.validation({}, 'Troppi file nella richiesta');
    });
    parser.on('error', () => settle(AppError.validation({}, 'Richiesta multipart non valida')));
    parser.on('close', () => settle(failure));
    req.pipe(parser);
  });
}

/** A text form value: strings as they are, numbers and booleans as text, anything else absent. */
export function textField(fields: Record<string, unknown>, name: string): string | undefined {
  const value = fields[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** A REST record: both `_id` (read by the admin) and `id` (read by the public site), then the fields. */
export function withIds(
  record: { id: number },
  fields: Record<string, unknown>,
): Record<string, unknown> {
  return { _id: record.id, id: record.id, ...fields };
}
