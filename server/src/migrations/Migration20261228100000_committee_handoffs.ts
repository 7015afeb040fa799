// The committee switch of the back office: a platform administrator going from one
// committee's back office to another's (another origin, whose browser storage holds no
// session) carries a one-time sign-in code, valid one minute, for that committee only.
// committee_handoffs keeps the code's SHA-256, the administrator, the target committee
// (committee_id, under row-level security as every committee table), expiry and use.
import { Migration } from '@mikro-orm/migrations';
import { committeeSecuritySql } from './Migration20261222100000_committees.js';

export class Migration20261228100000_committee_handoffs extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "committee_handoffs" ("id" serial primary key, "committee_id" int not null, "token_hash" varchar(64) not null, "user_id" int not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "committee_handoffs" add constraint "committee_handoffs_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create index "committee_handoffs_committee_id_index" on "committee_handoffs" ("committee_id");`,
    );
    this.addSql(
      `create index "committee_handoffs_expires_at_index" on "committee_handoffs" ("expires_at");`,
    );
    this.addSql(
      `alter table "committee_handoffs" add constraint "committee_handoffs_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    for (const sql of committeeSecuritySql('committee_handoffs')) this.addSql(sql);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "committee_handoffs" cascade;`);
  }
}
