// Events (one-off: blood drives, open days, markets): published content as news (drafts,
// scheduled), authored, with an image, start and end times, a place and the courses'
// booking options; a committee's rows only (row-level security) and a content version per
// committee. Enrolments now belong to a course or to an event (exactly one of the two),
// one active enrolment per e-mail and event as per course.
import { Migration } from '@mikro-orm/migrations';
import { committeeSecuritySql } from './Migration20261222100000_committees.js';

export class Migration20261229100000_events extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "events" ("id" serial primary key, "committee_id" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "created_by_id" int null, "created_by" text null, "updated_by_id" int null, "updated_by" text null, "image" text null, "image_alt" text null, "status" text not null default 'published', "published_at" timestamptz not null, "title" text not null, "description" text not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "location" text not null, "booking_mode" text not null default 'none', "calendly_id" text null, "booking_url" text null, "seats" int null, "enrolment_deadline" timestamptz null);`,
    );
    this.addSql(`create index "events_committee_id_index" on "events" ("committee_id");`);
    this.addSql(`create index "events_starts_at_index" on "events" ("starts_at");`);
    this.addSql(
      `create index "events_status_published_at_index" on "events" ("status", "published_at");`,
    );
    this.addSql(`create index "events_created_at_index" on "events" ("created_at");`);
    for (const sql of committeeSecuritySql('events')) this.addSql(sql);
    this.addSql(
      `insert into "content_versions" ("committee_id", "resource") select "id", 'events' from "committees" on conflict do nothing;`,
    );
    this.addSql(
      `create trigger "events_content_version" after insert or update or delete or truncate on "events" for each statement execute function "bump_content_version"('events');`,
    );

    this.addSql(`alter table "enrolments" add column "event_id" int null;`);
    this.addSql(
      `alter table "enrolments" add constraint "enrolments_event_id_foreign" foreign key ("event_id") references "events" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create index "enrolments_event_id_status_index" on "enrolments" ("event_id", "status");`,
    );
    this.addSql(
      `create unique index "enrolments_event_email_active" on "enrolments" ("event_id", lower("email")) where "status" <> 'cancelled';`,
    );
    this.addSql(
      `alter table "enrolments" add constraint "enrolments_course_or_event" check (num_nonnulls("project_id", "event_id") = 1);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "enrolments" drop constraint "enrolments_course_or_event";`);
    this.addSql(`drop index if exists "enrolments_event_email_active";`);
    this.addSql(`alter table "enrolments" drop column "event_id";`);
    this.addSql(`delete from "content_versions" where "resource" = 'events';`);
    this.addSql(`drop table if exists "events" cascade;`);
  }
}
