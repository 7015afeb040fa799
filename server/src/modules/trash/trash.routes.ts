// REST of the trash: GET /api/trash (what the caller may restore, the most recently deleted
// first) and POST /api/trash/:resource/:id/restore (the record back, same id).
import { Router } from 'express';
import type { ModuleDeps } from '../../domain/module.js';
import {
  restoreFromTrash,
  trashEntries,
  trashMessages,
  type TrashEntry,
} from '../../domain/records/trash.js';
import { scopeOf } from '../../domain/scope.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An entry as REST shows it, with the day it will be deleted for good. */
export function presentTrashEntry(entry: TrashEntry, trashDays: number): Record<string, unknown> {
  return {
    id: entry.id,
    resource: entry.resource,
    recordType: entry.recordType,
    recordId: entry.recordId,
    label: entry.label,
    data: entry.fields,
    files: entry.files,
    deletedBy: entry.deletedBy,
    deletedAt: entry.deletedAt,
    expiresAt: new Date(entry.deletedAt.getTime() + trashDays * DAY_MS),
  };
}

export function trashRoutes(deps: ModuleDeps): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const entries = await trashEntries(scopeOf(res));
    res.json(entries.map((entry) => presentTrashEntry(entry, deps.config.trashDays)));
  });
  router.post('/:resource/:id/restore', async (req, res) => {
    const entry = await restoreFromTrash(scopeOf(res), req.params.resource, req.params.id);
    res.json({
      message: trashMessages.restored,
      resource: entry.resource,
      id: entry.recordId,
      _id: entry.recordId,
    });
  });
  return router;
}
