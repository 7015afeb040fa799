// The outbox names the record a message is about by type and id (a contact request today;
// enrolments, donations and accounts tomorrow) instead of a foreign key to contacts: the
// module of each record deletes its messages with it.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261215100000_outbox_subjects extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "mail_outbox" add column "subject_type" text null, add column "subject_id" int null;`,
    );
    this.addSql(
      `update "mail_outbox" set "subject_type" = 'contact', "subject_id" = "contact_id" where "contact_id" is not null;`,
    );
    this.addSql(`alter table "mail_outbox" drop constraint "mail_outbox_contact_id_foreign";`);
    this.addSql(`drop index "mail_outbox_contact_id_index";`);
    this.addSql(`alter table "mail_outbox" drop column "contact_id";`);
    this.addSql(
      `create index "mail_outbox_subject_type_subject_id_index" on "mail_outbox" ("subject_type", "subject_id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "mail_outbox" add column "contact_id" int null;`);
    this.addSql(
      `update "mail_outbox" set "contact_id" = "subject_id" where "subject_type" = 'contact';`,
    );
    this.addSql(
      `delete from "mail_outbox" where "subject_type" is not null and "contact_id" is null;`,
    );
    this.addSql(`drop index "mail_outbox_subject_type_subject_id_index";`);
    this.addSql(`alter table "mail_outbox" drop column "subject_type", drop column "subject_id";`);
    this.addSql(`create index "mail_outbox_contact_id_index" on "mail_outbox" ("contact_id");`);
    this.addSql(
      `alter table "mail_outbox" add constraint "mail_outbox_contact_id_foreign" foreign key ("contact_id") references "contacts" ("id") on update cascade on delete cascade;`,
    );
  }
}
