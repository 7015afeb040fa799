// The client-side check of a PDF (a document's, a register's): the picker offers .pdf only, and a file
// that is not a PDF or is over 10 MB is refused before anything is sent.
import { DOCUMENT_MAX_BYTES } from '../config';

export const PDF_ONLY_MESSAGE = 'Sono ammessi solo file PDF';
export const PDF_TOO_LARGE_MESSAGE = 'Il file supera la dimensione massima di 10MB';
export const PDF_REQUIRED_MESSAGE = 'Seleziona il file PDF del documento';

export function pdfFileProblem(file: File): string | undefined {
  const looksLikePdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!looksLikePdf) return PDF_ONLY_MESSAGE;
  if (file.size > DOCUMENT_MAX_BYTES) return PDF_TOO_LARGE_MESSAGE;
  return undefined;
}

/** Validator of the FileInput value ({ rawFile } once a file is chosen). */
export function validatePdf(value: unknown): string | undefined {
  const rawFile = (value as { rawFile?: unknown } | null | undefined)?.rawFile;
  return rawFile instanceof File ? pdfFileProblem(rawFile) : undefined;
}

export function requirePdf(value: unknown): string | undefined {
  const rawFile = (value as { rawFile?: unknown } | null | undefined)?.rawFile;
  return rawFile instanceof File ? undefined : PDF_REQUIRED_MESSAGE;
}
