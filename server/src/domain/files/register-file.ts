// The optional PDF of a transparency register record (a grant's act, a 5x1000 report):
// uploaded as the documents' PDFs are (sniffed `%PDF-`, at most 10 MB), kept, replaced or
// removed, through the all-or-nothing FileChanges of the write.
import { preparePdf, type PreparedFile } from '../../platform/storage/file-content.js';
import type { FileChanges } from './file-changes.js';
import type { IncomingFile } from '../../platform/http/incoming-file.js';

/** What a write does to the PDF: checked before anything is written. */
export type PdfChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'file'; pdf: PreparedFile };

/** A new file wins over a removal; an empty upload is no file. Throws 413/415 on a bad PDF. */
export function pdfChange(file: IncomingFile | null, remove: boolean): PdfChange {
  if (file && file.data.length > 0) return { kind: 'file', pdf: preparePdf(file.data) };
  return remove ? { kind: 'remove' } : { kind: 'keep' };
}

/** The file the record has after the change. */
export async function applyPdfChange(
  current: string | null,
  change: PdfChange,
  files: FileChanges,
): Promise<string | null> {
  switch (change.kind) {
    case 'keep':
      return current;
    case 'remove':
      files.release(current);
      return null;
    case 'file': {
      const stored = await files.write(change.pdf);
      files.release(current);
      return stored.url;
    }
  }
}
