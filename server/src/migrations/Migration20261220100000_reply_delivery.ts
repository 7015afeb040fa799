// Honest about e-mail: each reply to a contact request keeps the outbox message that
// carries it, so the back office can tell whether it has left. Replies already kept are
// paired with their messages: both were written together, in the same order, per request.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261220100000_reply_delivery extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "contact_replies" add column "mail_id" int null;`);
    this.addSql(
      `alter table "contact_replies" add constraint "contact_replies_mail_id_foreign" foreign key ("mail_id") references "mail_outbox" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `update "contact_replies" r set "mail_id" = m."id"
       from (select "id", row_number() over (partition by "contact_id" order by "id") as n
             from "contact_replies") numbered,
            (select "id", "subject_id", row_number() over (partition by "subject_id" order by "id") as n
             from "mail_outbox" where "kind" = 'contact-reply' and "subject_type" = 'contact') m
       where numbered."id" = r."id" and m."subject_id" = r."contact_id" and m.n = numbered.n;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "contact_replies" drop constraint "contact_replies_mail_id_foreign";`);
    this.addSql(`alter table "contact_replies" drop column "mail_id";`);
  }
}
