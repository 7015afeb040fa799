// Drafts and scheduled publication for news and courses (status, published_at) and the
// alternative text of their image. Existing records stay public: published, at their
// news date (midnight in Rome, never after their creation) or their creation time.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261210100000_publication extends Migration {
  override async up(): Promise<void> {
    for (const table of ['news', 'projects']) {
      this.addSql(
        `alter table "${table}" add column "image_alt" text null, add column "status" text not null default 'published', add column "published_at" timestamptz null;`,
      );
    }
    this.addSql(
      `update "news" set "published_at" = least("created_at", ("date"::timestamp at time zone 'Europe/Rome'));`,
    );
    this.addSql(`update "projects" set "published_at" = "created_at";`);
    for (const table of ['news', 'projects']) {
      this.addSql(`alter table "${table}" alter column "published_at" set not null;`);
      this.addSql(
        `create index "${table}_status_published_at_index" on "${table}" ("status", "published_at");`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of ['news', 'projects']) {
      this.addSql(`drop index "${table}_status_published_at_index";`);
      this.addSql(
        `alter table "${table}" drop column "image_alt", drop column "status", drop column "published_at";`,
      );
    }
  }
}
