// Work that must wait for the outcome of a transaction that an outer caller owns: a write
// recorded in the activity log commits only after the log's entry is added, so the file
// changes of that write (replaced files deleted, new files kept or removed) wait for it.
import { AsyncLocalStorage } from 'node:async_hooks';

interface PendingOutcome {
  committed: (() => Promise<void>)[];
  rolledBack: (() => Promise<void>)[];
}

const pending = new AsyncLocalStorage<PendingOutcome>();

/**
 * Runs work, then commit, deferring the file work that whenCommitted() is given meanwhile:
 * it runs after the commit, or its rollback side runs when work or commit fails.
 */
export async function settleAfterCommit<T>(
  work: () => Promise<T>,
  commit: () => Promise<void>,
): Promise<T> {
  const outcome: PendingOutcome = { committed: [], rolledBack: [] };
  let result: T;
  try {
    result = await pending.run(outcome, work);
    await commit();
  } catch (error) {
    for (const task of outcome.rolledBack) await task().catch(() => undefined);
    throw error;
  }
  for (const task of outcome.committed) await task();
  return result;
}

/**
 * Runs onCommit now when no outer transaction is open; otherwise once it has committed
 * (onRollback if it is rolled back instead).
 */
export async function whenCommitted(
  onCommit: () => Promise<void>,
  onRollback: () => Promise<void>,
): Promise<void> {
  const outcome = pending.getStore();
  if (!outcome) {
    await onCommit();
    return;
  }
  outcome.committed.push(onCommit);
  outcome.rolledBack.push(onRollback);
}
