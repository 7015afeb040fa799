// REST adapter of documents: the record kit's routes (record-routes.ts; spec calls: GET
// /documents, public, ?q= and ?category=; GET /documents/:id; POST and PUT, JSON or
// multipart {title, category, file}; DELETE).
import type { Router } from 'express';
import type { ModuleDeps } from '../../domain/module.js';
import { recordRoutes } from '../../domain/records/record-routes.js';
import { CreateDocumentArgs, DocumentListArgs, UpdateDocumentArgs } from './document.args.js';
import { documentsRead } from './document.reads.js';
import { documentResource } from './document.resource.js';

export function documentsRoutes(deps: ModuleDeps): Router {
  return recordRoutes(deps, {
    resource: documentResource,
    read: documentsRead,
    listArgs: DocumentListArgs,
    createArgs: CreateDocumentArgs,
    updateArgs: UpdateDocumentArgs,
  });
}
