// The header's menu as data (settings.header_menu): every committee's starts with the
// spec's six items, as the site showed them.
import { Migration } from '@mikro-orm/migrations';
import { DEFAULT_HEADER_MENU } from '../modules/settings/menu-entry.js';

export class Migration20261223100100_header_menu extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "settings" add column "header_menu" jsonb null;`);
    this.addSql(
      this.getKnex().raw(`update "settings" set "header_menu" = ?::jsonb;`, [
        JSON.stringify(DEFAULT_HEADER_MENU),
      ]),
    );
    this.addSql(`alter table "settings" alter column "header_menu" set not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "settings" drop column "header_menu";`);
  }
}
