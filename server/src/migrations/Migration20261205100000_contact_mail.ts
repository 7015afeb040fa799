// Contact requests reach the committee: the durable e-mail outbox (mail_outbox), the
// replies sent from the back office (contact_replies), both deleted with their request,
// the once-across-processes schedule of periodic jobs (scheduled_jobs, the daily
// retention) and the settings' internal notification address.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261205100000_contact_mail extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "contact_replies" ("id" serial primary key, "contact_id" int not null, "message" text not null, "author" text not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "contact_replies_contact_id_created_at_index" on "contact_replies" ("contact_id", "created_at");`,
    );
    this.addSql(
      `create table "mail_outbox" ("id" serial primary key, "kind" text not null, "recipient" text not null, "reply_to" text null, "reply_to_name" text null, "subject" text not null, "text_body" text not null, "html_body" text not null, "contact_id" int null, "status" text not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "locked_until" timestamptz null, "last_error" text null, "sent_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "mail_outbox_status_next_attempt_at_index" on "mail_outbox" ("status", "next_attempt_at");`,
    );
    this.addSql(`create index "mail_outbox_contact_id_index" on "mail_outbox" ("contact_id");`);
    this.addSql(
      `create table "scheduled_jobs" ("name" text not null, "last_run_at" timestamptz not null, constraint "scheduled_jobs_pkey" primary key ("name"));`,
    );
    this.addSql(
      `alter table "contact_replies" add constraint "contact_replies_contact_id_foreign" foreign key ("contact_id") references "contacts" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "mail_outbox" add constraint "mail_outbox_contact_id_foreign" foreign key ("contact_id") references "contacts" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "settings" add column "notification_email" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "settings" drop column "notification_email";`);
    this.addSql(`drop table if exists "scheduled_jobs" cascade;`);
    this.addSql(`drop table if exists "mail_outbox" cascade;`);
    this.addSql(`drop table if exists "contact_replies" cascade;`);
  }
}
