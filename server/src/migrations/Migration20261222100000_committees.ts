// Many committees on one deployment. The committees table (the existing data becomes the
// first committee's), a committee_id on every row of the committees' tables, uniqueness
// within a committee (usernames, the settings record, a 5x1000 year, rate-limit keys,
// content versions), and row-level security as the second wall behind the ORM's filter:
// the server's runtime connections act as the role comitato_app, whose policies show and
// accept only the rows of the committee the transaction names (app.committee_id), or of
// every committee when the server's own work says so (app.all_committees). The content
// versions are kept per committee: the trigger bumps the writing committee's version.
import { Migration } from '@mikro-orm/migrations';

/** Every table whose rows belong to a committee. */
export const COMMITTEE_TABLES = [
  'news',
  'projects',
  'stats',
  'documents',
  'grants',
  'five_per_thousand_reports',
  'compensations',
  'contacts',
  'contact_replies',
  'mail_outbox',
  'settings',
  'team_members',
  'hero_slides',
  'activities',
  'services',
  'timeline_events',
  'users',
  'sessions',
  'password_tokens',
  'rate_limits',
  'activity_log',
] as const;

/** The committee a transaction works for, from its setting (null without one). */
const CURRENT_COMMITTEE = `nullif(current_setting('app.committee_id', true), '')::int`;

/** The condition of row-level security: the transaction's committee, or every committee. */
export const COMMITTEE_POLICY = `"committee_id" = ${CURRENT_COMMITTEE} or current_setting('app.all_committees', true) = 'on'`;

/** The SQL that puts a table under the committees' row-level security. */
export function committeeSecuritySql(table: string): string[] {
  return [
    `alter table "${table}" enable row level security;`,
    `create policy "${table}_committee" on "${table}" using (${COMMITTEE_POLICY}) with check (${COMMITTEE_POLICY});`,
  ];
}

export class Migration20261222100000_committees extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "committees" ("id" serial primary key, "slug" text not null, "name" text not null, "hostnames" text[] not null default '{}', "town" text not null default '', "province" text not null default '', "region" text not null default '', "archived_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "committees" add constraint "committees_slug_unique" unique ("slug");`,
    );
    // The first committee: the one of the data already here (named as its settings say).
    this.addSql(
      `insert into "committees" ("id", "slug", "name", "town", "province", "created_at", "updated_at")
       select 1, 'comitato', coalesce((select "name" from "settings" limit 1), 'Comitato'),
              coalesce((select "town" from "settings" limit 1), ''),
              coalesce((select "address_province" from "settings" limit 1), ''), now(), now();`,
    );
    this.addSql(`select setval('committees_id_seq', 1);`);

    for (const table of COMMITTEE_TABLES) {
      this.addSql(`alter table "${table}" add column "committee_id" int not null default 1;`);
      this.addSql(`alter table "${table}" alter column "committee_id" drop default;`);
    }
    for (const table of COMMITTEE_TABLES) {
      // Their unique constraints begin with committee_id and serve as its index.
      if (['settings', 'rate_limits', 'users'].includes(table)) continue;
      this.addSql(`create index "${table}_committee_id_index" on "${table}" ("committee_id");`);
    }

    // Unique within a committee.
    this.addSql(`alter table "users" drop constraint "users_username_unique";`);
    this.addSql(
      `alter table "users" add constraint "users_committee_id_username_unique" unique ("committee_id", "username");`,
    );
    this.addSql(`alter table "users" add column "platform_admin" boolean not null default false;`);
    // Each committee's messages leave from its own host (when MAIL_FROM is not set).
    this.addSql(`alter table "mail_outbox" add column "sender" text null;`);
    this.addSql(
      `alter table "five_per_thousand_reports" drop constraint "five_per_thousand_reports_year_unique";`,
    );
    this.addSql(
      `alter table "five_per_thousand_reports" add constraint "five_per_thousand_reports_committee_id_year_unique" unique ("committee_id", "year");`,
    );
    // One settings record per committee, numbered like any other row.
    this.addSql(`create sequence "settings_id_seq" owned by "settings"."id";`);
    this.addSql(
      `select setval('settings_id_seq', coalesce((select max("id") from "settings"), 0) + 1, false);`,
    );
    this.addSql(`alter table "settings" alter column "id" set default nextval('settings_id_seq');`);
    this.addSql(
      `alter table "settings" add constraint "settings_committee_id_unique" unique ("committee_id");`,
    );
    this.addSql(`alter table "rate_limits" drop constraint "rate_limits_pkey";`);
    this.addSql(
      `alter table "rate_limits" add constraint "rate_limits_pkey" primary key ("committee_id", "key");`,
    );

    // Content versions per committee; a write bumps its committee's version, a write outside
    // any committee (the owner's: migrations, imports) every committee's.
    this.addSql(`alter table "content_versions" add column "committee_id" int not null default 1;`);
    this.addSql(`alter table "content_versions" alter column "committee_id" drop default;`);
    this.addSql(`alter table "content_versions" drop constraint "content_versions_pkey";`);
    this.addSql(
      `alter table "content_versions" add constraint "content_versions_pkey" primary key ("committee_id", "resource");`,
    );
    this
      .addSql(`create or replace function "bump_content_version"() returns trigger language plpgsql as $$
declare
  committee int := ${CURRENT_COMMITTEE};
begin
  if committee is null then
    update "content_versions" set "version" = nextval('content_version_seq') where "resource" = TG_ARGV[0];
  else
    insert into "content_versions" ("committee_id", "resource") values (committee, TG_ARGV[0])
      on conflict ("committee_id", "resource") do update set "version" = nextval('content_version_seq');
  end if;
  return null;
end;
$$;`);

    // The runtime role: no login, no superuser, no bypass: row-level security applies to it.
    // Where the server's user may not create roles, the server runs as the owner with the ORM's
    // filter alone, and says so (docs/DEPLOY.md: how to create the role by hand).
    // Roles are the cluster's: another database may be making it at the same moment.
    this.addSql(`do $$
begin
  begin
    create role comitato_app nologin;
  exception when duplicate_object or unique_violation then
    null;
  end;
  execute 'grant comitato_app to ' || quote_ident(current_user);
exception when insufficient_privilege then
  raise warning 'ruolo comitato_app non creato: %', sqlerrm;
end
$$;`);
    this.addSql(`do $$
begin
  if exists (select from pg_roles where rolname = 'comitato_app') then
    grant usage on schema public to comitato_app;
    grant select, insert, update, delete on all tables in schema public to comitato_app;
    grant usage, select, update on all sequences in schema public to comitato_app;
    alter default privileges in schema public grant select, insert, update, delete on tables to comitato_app;
    alter default privileges in schema public grant usage, select, update on sequences to comitato_app;
  end if;
end
$$;`);
    for (const table of COMMITTEE_TABLES) {
      for (const sql of committeeSecuritySql(table)) this.addSql(sql);
    }
  }

  override async down(): Promise<void> {
    for (const table of COMMITTEE_TABLES) {
      this.addSql(`drop policy if exists "${table}_committee" on "${table}";`);
      this.addSql(`alter table "${table}" disable row level security;`);
    }
    this
      .addSql(`create or replace function "bump_content_version"() returns trigger language plpgsql as $$
begin
  update "content_versions" set "version" = nextval('content_version_seq') where "resource" = TG_ARGV[0];
  return null;
end;
$$;`);
    this.addSql(`delete from "content_versions" where "committee_id" <> 1;`);
    this.addSql(`alter table "content_versions" drop constraint "content_versions_pkey";`);
    this.addSql(`alter table "content_versions" drop column "committee_id";`);
    this.addSql(
      `alter table "content_versions" add constraint "content_versions_pkey" primary key ("resource");`,
    );
    for (const table of COMMITTEE_TABLES) {
      this.addSql(`delete from "${table}" where "committee_id" <> 1;`);
    }
    this.addSql(`alter table "rate_limits" drop constraint "rate_limits_pkey";`);
    this.addSql(`alter table "rate_limits" add constraint "rate_limits_pkey" primary key ("key");`);
    this.addSql(`alter table "settings" drop constraint "settings_committee_id_unique";`);
    this.addSql(`alter table "settings" alter column "id" set default 1;`);
    this.addSql(`drop sequence "settings_id_seq";`);
    this.addSql(
      `alter table "five_per_thousand_reports" drop constraint "five_per_thousand_reports_committee_id_year_unique";`,
    );
    this.addSql(
      `alter table "five_per_thousand_reports" add constraint "five_per_thousand_reports_year_unique" unique ("year");`,
    );
    this.addSql(`alter table "users" drop column "platform_admin";`);
    this.addSql(`alter table "mail_outbox" drop column "sender";`);
    this.addSql(`alter table "users" drop constraint "users_committee_id_username_unique";`);
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
    for (const table of COMMITTEE_TABLES) {
      this.addSql(`alter table "${table}" drop column "committee_id";`);
    }
    this.addSql(`drop table if exists "committees" cascade;`);
  }
}
