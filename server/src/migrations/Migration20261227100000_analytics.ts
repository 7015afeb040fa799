// Visit statistics without cookies (modules/analytics): per committee and day, the views
// and the unique visitors' estimate (analytics_days), the views by page, referring site and
// device (analytics_counts); the day's salts and the day's visitor hashes, deleted when the
// day is over (analytics_salts, analytics_visitors), shared by every process so that their
// figures add up and a visitor is the same visitor in each; the settings' switch; and the
// privacy notice's paragraph on the statistics, added to the notices never edited.
import { Migration } from '@mikro-orm/migrations';
import { committeeSecuritySql } from './Migration20261222100000_committees.js';
import {
  ANALYTICS_PARAGRAPH,
  COOKIES_PARAGRAPH_END,
  DEFAULT_PRIVACY_NOTICE_DATE,
} from '../modules/settings/privacy-notice.js';
import { sanitizeRichText } from '../domain/rich-text.js';

const TABLES = ['analytics_days', 'analytics_counts', 'analytics_salts', 'analytics_visitors'];

export class Migration20261227100000_analytics extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "analytics_days" ("committee_id" int not null, "day" date not null, "views" int not null default 0, "visitors" int not null default 0, primary key ("committee_id", "day"));`,
    );
    this.addSql(
      `create table "analytics_counts" ("committee_id" int not null, "day" date not null, "kind" text not null, "key" text not null, "views" int not null default 0, primary key ("committee_id", "day", "kind", "key"));`,
    );
    this.addSql(
      `create table "analytics_salts" ("committee_id" int not null, "day" date not null, "salt" text not null, primary key ("committee_id", "day"));`,
    );
    this.addSql(
      `create table "analytics_visitors" ("committee_id" int not null, "day" date not null, "hash" text not null, primary key ("committee_id", "day", "hash"));`,
    );
    // The primary keys begin with committee_id and serve as its index; the retention job
    // deletes by day.
    this.addSql(`create index "analytics_days_day_index" on "analytics_days" ("day");`);
    this.addSql(`create index "analytics_counts_day_index" on "analytics_counts" ("day");`);
    for (const table of TABLES) {
      for (const sql of committeeSecuritySql(table)) this.addSql(sql);
    }
    this.addSql(
      `alter table "settings" add column "analytics_enabled" boolean not null default true;`,
    );
    // The notice a committee never edited (still the default's date) gets the paragraph
    // after the one on cookies; an edited notice is the committee's text and is left alone.
    const paragraph = sanitizeRichText(ANALYTICS_PARAGRAPH);
    this.addSql(
      this.getKnex().raw(
        `update "settings" set "privacy_notice" = replace("privacy_notice", ?, ?)
         where "privacy_notice_updated_on" = ? and position(? in "privacy_notice") > 0
           and position(? in "privacy_notice") = 0;`,
        [
          COOKIES_PARAGRAPH_END,
          COOKIES_PARAGRAPH_END + paragraph,
          DEFAULT_PRIVACY_NOTICE_DATE,
          COOKIES_PARAGRAPH_END,
          paragraph,
        ],
      ),
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "settings" drop column "analytics_enabled";`);
    for (const table of TABLES) this.addSql(`drop table if exists "${table}" cascade;`);
  }
}
