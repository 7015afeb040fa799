// A record the seed wrote as demo content (demo_records): its table and id, and its
// updated_at when seeded. While the row's updated_at is still that one, nobody has edited
// it since: "Rimuovi i contenuti dimostrativi" may delete it.
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { CommitteeColumn } from '../../platform/db/committee-context.js';

@Entity({ tableName: 'demo_records' })
@Unique({ properties: ['committeeId', 'resource', 'recordId'] })
export class DemoRecord {
  @CommitteeColumn({ index: false })
  committeeId?: number;

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** The table of the record (news, team_members…). */
  @Property({ type: 'text' })
  resource!: string;

  @Property({ type: 'integer' })
  recordId!: number;

  @Property({ type: 'datetime' })
  seededAt!: Date;
}
