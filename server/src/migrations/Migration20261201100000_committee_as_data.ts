// The committee as data: the settings (one record), the board, the home slides, the
// activity areas, the services and the history timeline; and the flag that says the first
// administrator's password was generated (the first-run checklist asks to change it).
import { Migration } from '@mikro-orm/migrations';

export class Migration20261201100000_committee_as_data extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "activities" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "position" int not null default 0, "image" text null, "title" text not null, "category" text not null, "summary" text not null, "body" text not null, "location" text null, "size" text not null default 'medium', "image_alt" text null);`,
    );
    this.addSql(`create index "activities_position_index" on "activities" ("position");`);
    this.addSql(
      `create table "hero_slides" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "position" int not null default 0, "image" text null, "title" text not null, "subtitle" text not null, "description" text null, "image_alt" text not null, "button_label" text not null, "button_link" text not null, "visible" boolean not null default true);`,
    );
    this.addSql(`create index "hero_slides_position_index" on "hero_slides" ("position");`);
    this.addSql(
      `create table "services" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "position" int not null default 0, "image" text null, "title" text not null, "category" text not null, "summary" text not null, "body" text not null default '', "features" jsonb not null, "icon" text not null default 'cross', "is_new" boolean not null default false, "image_alt" text null);`,
    );
    this.addSql(`create index "services_position_index" on "services" ("position");`);
    this.addSql(
      `create table "settings" ("id" int not null default 1, "name" text not null, "short_name" text not null, "town" text not null, "service_area" text not null, "founded_year" int not null, "address_street" text not null, "address_postal_code" text not null, "address_town" text not null, "address_province" text not null, "toll_free_phone" text null, "phone" text not null, "email" text not null, "pec" text null, "fiscal_code" text not null, "bank_account_holder" text not null, "bank_name" text not null, "bank_iban" text not null, "card_donation_url" text null, "national_site_url" text not null, "history_video_youtube_id" text null, "socials_facebook" text null, "socials_instagram" text null, "socials_youtube" text null, "socials_x" text null, "socials_tiktok" text null, "socials_linkedin" text null, "data_controller_name" text not null, "data_controller_address" text not null, "data_controller_email" text not null, "contact_retention_months" int not null default 24, "accessibility_review_date" date null, "updated_at" timestamptz not null, constraint "settings_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create table "team_members" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "position" int not null default 0, "image" text null, "name" text not null, "role" text not null, "bio" text null, "email" text null, "phone" text null, "location" text null, "image_alt" text null);`,
    );
    this.addSql(`create index "team_members_position_index" on "team_members" ("position");`);
    this.addSql(
      `create table "timeline_events" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "position" int not null default 0, "year" text not null, "date" text not null, "title" text not null, "description" text not null, "details" text null);`,
    );
    this.addSql(`create index "timeline_events_position_index" on "timeline_events" ("position");`);
    this.addSql(
      `alter table "admin_users" add column "generated_password" boolean not null default false;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "activities" cascade;`);
    this.addSql(`drop table if exists "hero_slides" cascade;`);
    this.addSql(`drop table if exists "services" cascade;`);
    this.addSql(`drop table if exists "settings" cascade;`);
    this.addSql(`drop table if exists "team_members" cascade;`);
    this.addSql(`drop table if exists "timeline_events" cascade;`);
    this.addSql(`alter table "admin_users" drop column "generated_password";`);
  }
}
