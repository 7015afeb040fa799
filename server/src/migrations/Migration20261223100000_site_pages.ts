// The committee's own pages (site_pages): published content as news (drafts, scheduled,
// published), authored, with an image and a slug unique within the committee; a
// committee's rows only (row-level security) and a content version per committee.
import { Migration } from '@mikro-orm/migrations';
import { committeeSecuritySql } from './Migration20261222100000_committees.js';

export class Migration20261223100000_site_pages extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "site_pages" ("id" serial primary key, "committee_id" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "created_by_id" int null, "created_by" text null, "updated_by_id" int null, "updated_by" text null, "image" text null, "image_alt" text null, "status" text not null default 'published', "published_at" timestamptz not null, "title" text not null, "slug" text not null, "content" text not null, "description" text null, "in_menu" boolean not null default false, "in_footer" boolean not null default false);`,
    );
    this.addSql(
      `alter table "site_pages" add constraint "site_pages_committee_id_slug_unique" unique ("committee_id", "slug");`,
    );
    this.addSql(
      `create index "site_pages_status_published_at_index" on "site_pages" ("status", "published_at");`,
    );
    this.addSql(`create index "site_pages_committee_id_index" on "site_pages" ("committee_id");`);
    for (const sql of committeeSecuritySql('site_pages')) this.addSql(sql);
    this.addSql(
      `insert into "content_versions" ("committee_id", "resource") select "id", 'site_pages' from "committees" on conflict do nothing;`,
    );
    this.addSql(
      `create trigger "site_pages_content_version" after insert or update or delete or truncate on "site_pages" for each statement execute function "bump_content_version"('site_pages');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "content_versions" where "resource" = 'site_pages';`);
    this.addSql(`drop table if exists "site_pages" cascade;`);
  }
}
