// The trash keeps, besides a record's row, the rows that belong to it and go with it (a
// contact request's replies): by table, put back after the record when it is restored.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261230100000_trash_children extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "trash" add column "children" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "trash" drop column "children";`);
  }
}
