// Marks what the seed writes as demo content (demo_records: each record's table, id and
// updated_at), so that "Rimuovi i contenuti dimostrativi" finds it while nobody has edited
// it. Runs in the seed's transaction, once its rows have their ids.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContentRecord } from '../domain/records/content-record.js';
import { DemoRecord } from '../modules/demo-content/demo-record.entity.js';

export async function markDemo(tx: EntityManager, records: readonly object[]): Promise<void> {
  await tx.flush();
  tx.persist(
    (records as ContentRecord[]).map((record) =>
      Object.assign(new DemoRecord(), {
        resource: tx.getMetadata().get(record.constructor.name).tableName,
        recordId: record.id,
        seededAt: record.updatedAt,
      }),
    ),
  );
}
