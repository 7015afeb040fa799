// Request bodies for the REST adapters. The /api router parses its own bodies: JSON for
// the JSON endpoints, multipart (busboy) for the upload forms, buffering files of at most
// MAX_UPLOAD_BYTES (413 beyond). Values are handed to the services as they came; the
// services validate them.
import busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from '../../errors.js';
import { MAX_UPLOAD_BYTES, type IncomingFile } from './incoming-file.js';

/** The largest JSON body or multipart text field: long rich-text news fit comfortably. */
export const MAX_FIELD_BYTES = 1024 * 1024;

export interface RequestBody {
  fields: Record<string, unknown>;
  files: Record<string, IncomingFile>;
}

export async function readBody(req: Request): Promise<RequestBody> {
  const type = req.headers['content-type'] ?? '';
  if (/^multipart\/form-data/i.test(type)) return readMultipart(req);
  if (/^application\/(.+\+)?json/i.test(type)) return { fields: await readJson(req), files: {} };
  return { fields: {}, files: {} };
}

async function readRaw(req: Request, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new AppError('FILE_TOO_LARGE', 'Richiesta troppo grande');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

async function readJson(req: Request): Promise<Record<string, unknown>> {
  const raw = (await readRaw(req, MAX_FIELD_BYTES)).toString('utf8');
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

function readMultipart(req: Request): Promise<RequestBody> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, unknown> = {};
    const files: Record<string, IncomingFile> = {};
    let failure: AppError | null = null;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 50, fieldSize: MAX_FIELD_BYTES },
      });
    } catch {
      reject(AppError.validation({}, 'Richiesta multipart non valida'));
      return;
    }
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) failure ??= new AppError('FILE_TOO_LARGE', 'Campo troppo lungo');
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure ??= new AppError('FILE_TOO_LARGE');
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
    parser.on('error', () => reject(AppError.validation({}, 'Richiesta multipart non valida')));
    parser.on('close', () => (failure ? reject(failure) : resolve({ fields, files })));
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
