// A safety net for editors: the trash (a deleted record's row as JSON, with the files it
// named, kept TRASH_DAYS days before the worker deletes it and its files) and the
// revisions (a record's row as JSON before each save, who saved and when). Both belong to
// a committee (row-level security, as every committee table).
import { Migration } from '@mikro-orm/migrations';
import { committeeSecuritySql } from './Migration20261222100000_committees.js';

export class Migration20261225100000_trash_and_revisions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "trash" ("id" serial primary key, "committee_id" int not null, "resource" text not null, "record_type" text not null, "table_name" text not null, "record_id" int not null, "label" text null, "data" jsonb not null, "files" text[] not null default '{}', "deleted_by_id" int null, "deleted_by" text not null, "deleted_at" timestamptz not null);`,
    );
    this.addSql(`create index "trash_committee_id_index" on "trash" ("committee_id");`);
    this.addSql(`create index "trash_deleted_at_index" on "trash" ("deleted_at");`);
    this.addSql(
      `alter table "trash" add constraint "trash_committee_id_resource_record_id_unique" unique ("committee_id", "resource", "record_id");`,
    );
    for (const sql of committeeSecuritySql('trash')) this.addSql(sql);

    this.addSql(
      `create table "revisions" ("id" serial primary key, "committee_id" int not null, "resource" text not null, "record_type" text not null, "table_name" text not null, "record_id" int not null, "data" jsonb not null, "user_id" int null, "user_name" text not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "revisions_committee_id_index" on "revisions" ("committee_id");`);
    this.addSql(
      `create index "revisions_committee_id_resource_record_id_id_index" on "revisions" ("committee_id", "resource", "record_id", "id");`,
    );
    for (const sql of committeeSecuritySql('revisions')) this.addSql(sql);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "revisions" cascade;`);
    this.addSql(`drop table if exists "trash" cascade;`);
  }
}
