// Versions of the public content, for the validated response cache (modules/common/
// public-cache.ts): one row per resource whose version changes, in the same transaction,
// whenever a statement inserts, updates, deletes or truncates rows of its table, so that
// every server process sees a write at its next read, whoever made it (the API, another
// process, psql). Statement-level triggers: one bump per statement, not per row.
import { Migration } from '@mikro-orm/migrations';

/** The tables whose rows the public lists show, named as the resources of content_versions. */
const VERSIONED_TABLES = ['news', 'projects', 'stats', 'documents'] as const;

export class Migration20261122164000_content_versions extends Migration {
  override async up(): Promise<void> {
    // Values from a sequence: a version number is never reused, even after a rollback.
    this.addSql(`create sequence "content_version_seq";`);
    this.addSql(
      `create table "content_versions" ("resource" text primary key, "version" bigint not null default nextval('content_version_seq'));`,
    );
    this.addSql(`create function "bump_content_version"() returns trigger language plpgsql as $$
begin
  update "content_versions" set "version" = nextval('content_version_seq') where "resource" = TG_ARGV[0];
  return null;
end;
$$;`);
    for (const table of VERSIONED_TABLES) {
      this.addSql(`insert into "content_versions" ("resource") values ('${table}');`);
      this.addSql(
        `create trigger "${table}_content_version" after insert or update or delete or truncate on "${table}" for each statement execute function "bump_content_version"('${table}');`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of VERSIONED_TABLES) {
      this.addSql(`drop trigger if exists "${table}_content_version" on "${table}";`);
    }
    this.addSql(`drop function if exists "bump_content_version"();`);
    this.addSql(`drop table if exists "content_versions";`);
    this.addSql(`drop sequence if exists "content_version_seq";`);
  }
}
