// Enrolments in courses on the committee's own site (bookingMode onsite): one row per
// person and course, confirmed or on the waiting list or cancelled, with the personal
// token of its cancellation link; one active enrolment per e-mail and course; a
// committee's rows only (row-level security, as every committee table).
import { Migration } from '@mikro-orm/migrations';
import { committeeSecuritySql } from './Migration20261222100000_committees.js';

export class Migration20261224100100_enrolments extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "enrolments" ("id" serial primary key, "committee_id" int not null, "project_id" int null, "name" text not null, "email" text not null, "phone" text null, "status" text not null, "attended" boolean not null default false, "token" text not null, "site_origin" text not null, "sender" text null, "privacy_consent_at" timestamptz not null, "cancelled_at" timestamptz null, "reminded_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "enrolments_committee_id_index" on "enrolments" ("committee_id");`);
    this.addSql(
      `create index "enrolments_project_id_status_index" on "enrolments" ("project_id", "status");`,
    );
    this.addSql(`create unique index "enrolments_token_unique" on "enrolments" ("token");`);
    // The second wall behind the service's check under the course's lock.
    this.addSql(
      `create unique index "enrolments_project_email_active" on "enrolments" ("project_id", lower("email")) where "status" <> 'cancelled';`,
    );
    this.addSql(
      `alter table "enrolments" add constraint "enrolments_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`,
    );
    for (const sql of committeeSecuritySql('enrolments')) this.addSql(sql);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "enrolments" cascade;`);
  }
}
