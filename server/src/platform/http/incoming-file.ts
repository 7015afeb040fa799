// A file received by an adapter, fully buffered (uploads are at most 10 MB): the REST
// multipart parser and the GraphQL Upload scalar both produce one, so the services see a
// single shape and check the content themselves, never the client's name or type.
import type { FileUpload } from 'graphql-upload-ts';
import { AppError } from '../../errors.js';

/** The largest upload accepted (images and PDFs alike): "PDF fino a 10MB". */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface IncomingFile {
  data: Buffer;
  /** As the client named it: informative only, never used as a path. */
  filename: string;
}

/** Reads a GraphQL Upload into memory, refusing more than maxBytes with FILE_TOO_LARGE. */
export async function readUpload(
  upload: Promise<FileUpload> | FileUpload,
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<IncomingFile> {
  let file: FileUpload;
  try {
    file = await upload;
  } catch (error) {
    throw uploadError(error);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = file.createReadStream();
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > maxBytes) throw new AppError('FILE_TOO_LARGE');
      chunks.push(buffer);
    }
  } catch (error) {
    stream.destroy();
    throw uploadError(error);
  }
  return { data: Buffer.concat(chunks), filename: file.filename };
}

function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 413) return new AppError('FILE_TOO_LARGE');
  return AppError.validation({ file: 'Caricamento del file non riuscito' });
}
