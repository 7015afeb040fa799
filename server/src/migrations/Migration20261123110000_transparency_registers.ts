// The transparency registers (issue 14): public grants received (L. 124/2017), the 5x1000
// reports (D.Lgs. 111/2017) and the officers' compensation (D.Lgs. 117/2017, art. 14).
// Amounts in integer cents. Each table is a versioned resource of the public cache, bumped
// by the trigger function of the content_versions migration.
import { Migration } from '@mikro-orm/migrations';

const VERSIONED_TABLES = ['grants', 'five_per_thousand_reports', 'compensations'] as const;

export class Migration20261123110000_transparency_registers extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "grants" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "administration" text not null, "administration_fiscal_code" text null, "amount_cents" int not null, "received_at" date not null, "purpose" text not null, "reference" text null, "file_url" text null);`,
    );
    this.addSql(`create index "grants_received_at_index" on "grants" ("received_at");`);
    this.addSql(
      `create table "five_per_thousand_reports" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "year" int not null, "amount_cents" int not null, "received_at" date not null, "line_records" jsonb not null, "file_url" text null);`,
    );
    this.addSql(
      `alter table "five_per_thousand_reports" add constraint "five_per_thousand_reports_year_unique" unique ("year");`,
    );
    this.addSql(
      `create table "compensations" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "year" int not null, "role" text not null, "name" text null, "gross_amount_cents" int not null);`,
    );
    this.addSql(`create index "compensations_year_index" on "compensations" ("year");`);
    for (const table of VERSIONED_TABLES) {
      this.addSql(`insert into "content_versions" ("resource") values ('${table}');`);
      this.addSql(
        `create trigger "${table}_content_version" after insert or update or delete or truncate on "${table}" for each statement execute function "bump_content_version"('${table}');`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of VERSIONED_TABLES) {
      this.addSql(`delete from "content_versions" where "resource" = '${table}';`);
    }
    this.addSql(`drop table if exists "compensations" cascade;`);
    this.addSql(`drop table if exists "five_per_thousand_reports" cascade;`);
    this.addSql(`drop table if exists "grants" cascade;`);
  }
}
