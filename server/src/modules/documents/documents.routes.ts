// REST adapter of documents (spec calls: GET /documents, GET /documents/:id, POST and PUT
// multipart {title, category, file}, DELETE). The list is public (the transparency page).
import { Router, type Response } from 'express';
import type { ModuleDeps } from '../../domain/module.js';
import { presentRevision, restoreRevision, revisionsOf } from '../../domain/records/revisions.js';
import { ifMatchOf, sendVersion } from '../../domain/records/versions.js';
import { scopeOf } from '../../domain/scope.js';
import { documentsRead } from './document.reads.js';
import {
  BODY_RULES,
  readBody,
  textField,
  withIds,
  type RequestBody,
} from '../../platform/http/rest-bodies.js';
import { CreateDocumentArgs, DocumentListArgs, UpdateDocumentArgs } from './document.args.js';
import { Document } from './document.entity.js';
import { DocumentService } from './document.service.js';

export function toRestDocument(document: Document): Record<string, unknown> {
  return withIds(document, {
    title: document.title,
    category: document.category,
    fileSize: document.fileSize,
    fileUrl: document.fileUrl,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
  });
}

function documentFields<T extends CreateDocumentArgs | UpdateDocumentArgs>(
  target: T,
  { fields }: RequestBody,
): T {
  target.title = textField(fields, 'title') as string;
  target.category = textField(fields, 'category') as string;
  return target;
}

export function documentsRoutes(deps: ModuleDeps): Router {
  const router = Router();
  const cache = deps.cache;
  const service = (res: Response): DocumentService => new DocumentService(scopeOf(res));

  router.get('/', async (req, res) => {
    const args = Object.assign(new DocumentListArgs(), {
      filter: {
        q: typeof req.query.q === 'string' ? req.query.q : null,
        category: typeof req.query.category === 'string' ? req.query.category : null,
      },
    });
    await cache.sendRead(req, res, documentsRead, {
      query: req.query,
      compute: async () => (await service(res).list(args)).map(toRestDocument),
    });
  });

  router.get('/:id', async (req, res) => {
    const document = await service(res).get(req.params.id);
    sendVersion(res, document);
    res.json(toRestDocument(document));
  });

  // The versions a save replaced, newest first, and one brought back as a new save.
  router.get('/:id/revisions', async (req, res) => {
    const scope = scopeOf(res);
    scope.authorize('documents', 'write');
    await service(res).get(req.params.id);
    res.json((await revisionsOf(scope, 'documents', req.params.id)).map(presentRevision));
  });

  router.post('/:id/revisions/:revisionId/restore', async (req, res) => {
    const scope = scopeOf(res);
    scope.authorize('documents', 'write');
    await restoreRevision(scope, 'documents', req.params.id, req.params.revisionId);
    const document = await scope.transaction((em) =>
      em.findOneOrFail(Document, { id: Number(req.params.id) }, { refresh: true }),
    );
    sendVersion(res, document);
    res.json(toRestDocument(document));
  });

  router.post('/', async (req, res) => {
    scopeOf(res).requireUser();
    const body = await readBody(req, BODY_RULES.withFile);
    const document = await service(res).create(
      documentFields(new CreateDocumentArgs(), body),
      body.files.file ?? null,
    );
    res.status(201).json(toRestDocument(document));
  });

  router.put('/:id', async (req, res) => {
    scopeOf(res).requireUser();
    const body = await readBody(req, BODY_RULES.withFile);
    const file = body.files.file;
    const document = await service(res).update(
      req.params.id,
      documentFields(new UpdateDocumentArgs(), body),
      file && file.data.length > 0 ? file : null,
      ifMatchOf(req),
    );
    sendVersion(res, document);
    res.json(toRestDocument(document));
  });

  router.delete('/:id', async (req, res) => {
    scopeOf(res).requireUser();
    const document = await service(res).delete(req.params.id);
    res.json({ message: 'Documento eliminato', _id: document.id, id: document.id });
  });

  return router;
}
