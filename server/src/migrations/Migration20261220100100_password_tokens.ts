// Accounts that look after themselves: the links of "Password dimenticata?" and of the
// invitations of new users (password_tokens: the token's SHA-256, its user, what it is
// for, until when it works and when it was used).
import { Migration } from '@mikro-orm/migrations';

export class Migration20261220100100_password_tokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "password_tokens" ("id" serial primary key, "token_hash" varchar(64) not null, "user_id" int not null, "purpose" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "password_tokens" add constraint "password_tokens_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create index "password_tokens_expires_at_index" on "password_tokens" ("expires_at");`,
    );
    this.addSql(
      `alter table "password_tokens" add constraint "password_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    // The e-mails that carry such a link are emptied once sent.
    this.addSql(
      `alter table "mail_outbox" add column "forget_when_sent" boolean not null default false;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "mail_outbox" drop column "forget_when_sent";`);
    this.addSql(`drop table if exists "password_tokens" cascade;`);
  }
}
