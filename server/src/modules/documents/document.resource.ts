// The transparency documents described once for the record kit (domain/records): title and
// category, the title search and the category filter, the PDF (required; its size kept),
// and the REST answer.
import type { RecordResource } from '../../domain/records/resource.js';
import { documentMessages } from './document.args.js';
import { Document } from './document.entity.js';

export const documentResource: RecordResource<Document> = {
  name: 'documents',
  entity: Document,
  notFound: 'Documento non trovato',
  deleted: 'Documento eliminato',
  fields: { title: 'text', category: 'text' },
  sortable: ['title', 'category', 'createdAt', 'updatedAt', 'fileBytes'],
  // Newest first by default, as the transparency page lists them.
  defaultSort: { field: 'createdAt', order: 'DESC' },
  search: ['title'],
  filters: { category: (category) => ({ category: category as string }) },
  files: 'pdf',
  fileRequired: documentMessages.file,
  fileSizeColumn: 'fileBytes',
  // Each save keeps the version it replaces (GET /api/documents/:id/revisions, restore).
  revisions: true,
  present: (document) => ({
    title: document.title,
    category: document.category,
    fileSize: document.fileSize,
    fileUrl: document.fileUrl,
  }),
};
