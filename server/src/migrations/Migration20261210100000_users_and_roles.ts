// Users and roles: the single administrator becomes one user among several (name, e-mail,
// role admin or editor, active). The existing account keeps working as an administrator.
// Who did what: the activity log of writes, and who created and last changed each news
// item and course.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261210100000_users_and_roles extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "admin_users" rename to "users";`);
    this.addSql(`alter sequence "admin_users_id_seq" rename to "users_id_seq";`);
    this.addSql(`alter table "users" rename constraint "admin_users_pkey" to "users_pkey";`);
    this.addSql(
      `alter table "users" rename constraint "admin_users_username_unique" to "users_username_unique";`,
    );
    this.addSql(
      `alter table "users" add column "name" text not null default '', add column "email" text null, add column "role" text check ("role" in ('admin', 'editor')) not null default 'editor', add column "active" boolean not null default true;`,
    );
    this.addSql(`update "users" set "role" = 'admin', "name" = "username";`);
    this.addSql(
      `create table "activity_log" ("id" serial primary key, "user_id" int null, "user_name" text not null, "resource" text not null, "record_id" int null, "action" text not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "activity_log_created_at_index" on "activity_log" ("created_at");`);
    for (const table of ['news', 'projects']) {
      this.addSql(
        `alter table "${table}" add column "created_by_id" int null, add column "created_by" text null, add column "updated_by_id" int null, add column "updated_by" text null;`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of ['news', 'projects']) {
      this.addSql(
        `alter table "${table}" drop column "created_by_id", drop column "created_by", drop column "updated_by_id", drop column "updated_by";`,
      );
    }
    this.addSql(`drop table "activity_log";`);
    this.addSql(
      `alter table "users" drop column "name", drop column "email", drop column "role", drop column "active";`,
    );
    this.addSql(
      `alter table "users" rename constraint "users_username_unique" to "admin_users_username_unique";`,
    );
    this.addSql(`alter table "users" rename constraint "users_pkey" to "admin_users_pkey";`);
    this.addSql(`alter sequence "users_id_seq" rename to "admin_users_id_seq";`);
    this.addSql(`alter table "users" rename to "admin_users";`);
  }
}
