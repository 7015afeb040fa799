// Files sent with e-mails of the outbox (a course's calendar entry, a donation's receipt):
// mail_attachments, one row per file, deleted with its message; a committee's rows only
// (row-level security, as every committee table).
import { Migration } from '@mikro-orm/migrations';
import { committeeSecuritySql } from './Migration20261222100000_committees.js';

export class Migration20261222200000_mail_attachments extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "mail_attachments" ("id" serial primary key, "committee_id" int not null, "message_id" int not null, "filename" text not null, "content_type" text not null, "content" bytea not null);`,
    );
    this.addSql(
      `create index "mail_attachments_message_id_index" on "mail_attachments" ("message_id");`,
    );
    this.addSql(
      `create index "mail_attachments_committee_id_index" on "mail_attachments" ("committee_id");`,
    );
    this.addSql(
      `alter table "mail_attachments" add constraint "mail_attachments_message_id_foreign" foreign key ("message_id") references "mail_outbox" ("id") on update cascade on delete cascade;`,
    );
    for (const sql of committeeSecuritySql('mail_attachments')) this.addSql(sql);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "mail_attachments" cascade;`);
  }
}
