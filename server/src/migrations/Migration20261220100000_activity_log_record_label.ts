// The activity log names what each write was about (a news item's title, a user's name),
// as it was called then: an entry about a deleted record still says which it was.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261220100000_activity_log_record_label extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "activity_log" add column "record_label" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "activity_log" drop column "record_label";`);
  }
}
