// Records a write in the activity log within the write's own transaction: the write's
// flushes run in a transaction bound to the service's EntityManager, the entry is added
// after them and both commit together (or neither does). File changes of the write wait
// for that commit (common/after-commit.ts).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../auth/policy.js';
import { settleAfterCommit } from '../common/after-commit.js';
import { ActivityLogEntry, type ActivityAction } from './activity-log-entry.entity.js';

/** Who wrote, as the log and the news' createdBy/updatedBy keep it. */
export function authorOf(actor: Actor): { id: number | null; name: string } {
  const user = actor.user;
  return user ? { id: user.id, name: user.name || user.username } : { id: null, name: 'sistema' };
}

/** The id of the record written; none for a write of several (a reorder). */
function recordIdOf(record: unknown): number | null {
  const id = (record as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? id : null;
}

/** The fields that name a record, in the order they are looked for (title before name). */
const LABEL_FIELDS = ['title', 'heading', 'subject', 'name', 'username', 'administration', 'role'];
const MAX_LABEL_LENGTH = 200;

/** What the record written is called (a news item's title, a user's name), if anything. */
export function recordLabelOf(record: unknown): string | null {
  if (!record || typeof record !== 'object') return null;
  for (const field of LABEL_FIELDS) {
    const value = (record as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim()) {
      const label = value.trim().replace(/\s+/g, ' ');
      return label.length > MAX_LABEL_LENGTH ? `${label.slice(0, MAX_LABEL_LENGTH - 1)}…` : label;
    }
  }
  return null;
}

/** The write, then its entry, flushed in the transaction of the caller. */
async function record<T>(
  em: EntityManager,
  actor: Actor,
  resource: string,
  action: ActivityAction,
  write: () => Promise<T>,
): Promise<T> {
  const result = await write();
  const author = authorOf(actor);
  em.persist(
    Object.assign(new ActivityLogEntry(), {
      userId: author.id,
      userName: author.name,
      resource,
      recordId: recordIdOf(result),
      recordLabel: recordLabelOf(result),
      action,
    }),
  );
  await em.flush();
  return result;
}

export async function withActivity<T>(
  em: EntityManager,
  actor: Actor,
  resource: string,
  action: ActivityAction,
  write: () => Promise<T>,
): Promise<T> {
  // Already inside a transaction (a nested write): its commit carries the entry too.
  if (em.isInTransaction()) return record(em, actor, resource, action, write);
  await em.begin();
  try {
    return await settleAfterCommit(
      () => record(em, actor, resource, action, write),
      () => em.commit(),
    );
  } catch (error) {
    if (em.isInTransaction()) await em.rollback();
    throw error;
  }
}
