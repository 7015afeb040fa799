// GraphQL adapter of documents: the record kit's queries and mutations
// (ra-data-graphql-simple names, record-resolver.ts).
import { Resolver } from 'type-graphql';
import { pdfRegisterDescriptions } from '../../domain/records/register.js';
import { recordResolver } from '../../domain/records/record-resolver.js';
import { CreateDocumentArgs, DocumentListArgs, UpdateDocumentArgs } from './document.args.js';
import { Document } from './document.entity.js';
import { documentResource } from './document.resource.js';

@Resolver(() => Document)
export class DocumentResolver extends recordResolver({
  type: Document,
  name: 'Document',
  plural: 'Documents',
  listArgs: DocumentListArgs,
  createArgs: CreateDocumentArgs,
  updateArgs: UpdateDocumentArgs,
  resource: documentResource,
  descriptions: pdfRegisterDescriptions('Admin only. file: a PDF of at most 10 MB'),
}) {}
