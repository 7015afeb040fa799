// The committee's own tables become versioned resources of the public cache (see
// Migration20261122164000_content_versions): a row each in content_versions and the
// statement-level trigger that bumps it in the writing transaction.
import { Migration } from '@mikro-orm/migrations';

const COMMITTEE_TABLES = [
  'settings',
  'team_members',
  'hero_slides',
  'activities',
  'services',
  'timeline_events',
] as const;

export class Migration20261201100100_committee_content_versions extends Migration {
  override async up(): Promise<void> {
    for (const table of COMMITTEE_TABLES) {
      this.addSql(`insert into "content_versions" ("resource") values ('${table}');`);
      this.addSql(
        `create trigger "${table}_content_version" after insert or update or delete or truncate on "${table}" for each statement execute function "bump_content_version"('${table}');`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of COMMITTEE_TABLES) {
      this.addSql(`drop trigger if exists "${table}_content_version" on "${table}";`);
      this.addSql(`delete from "content_versions" where "resource" = '${table}';`);
    }
  }
}
