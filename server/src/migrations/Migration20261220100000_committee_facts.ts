// The committee's facts as settings (people, vehicles, youth group's ages, switchboard
// hours, whether the booking number is toll-free, the history path's figures), its privacy
// notice with the date it last changed, and the footer's credits and quick links. The
// existing record gets the values the site showed as code until now, and the notice the
// site showed, filled with that record's own data controller and retention.
import { Migration } from '@mikro-orm/migrations';
import { DEFAULT_FOOTER_LINKS } from '../modules/settings/demo-settings.js';
import {
  DEFAULT_PRIVACY_NOTICE_DATE,
  defaultPrivacyNotice,
} from '../modules/settings/privacy-notice.js';

/** The columns added with the value every existing record starts from. */
const FACTS = [
  ['people_count', 'int', '300'],
  ['vehicle_count', 'int', '20'],
  ['youth_min_age', 'int', '14'],
  ['youth_max_age', 'int', '32'],
  ['switchboard_always_open', 'boolean', 'true'],
  ['history_stats_volunteers', 'int', '262'],
  ['history_stats_women', 'int', '135'],
  ['history_stats_services', 'int', '136'],
  ['history_stats_emergencies', 'int', '154'],
  ['privacy_notice_updated_on', 'date', `'${DEFAULT_PRIVACY_NOTICE_DATE}'`],
] as const;

interface SettingsRow {
  id: number;
  name: string;
  fiscal_code: string;
  data_controller_name: string;
  data_controller_address: string;
  data_controller_email: string;
  contact_retention_months: number;
}

export class Migration20261220100000_committee_facts extends Migration {
  override async up(): Promise<void> {
    const rows = (await this.execute(
      `select "id", "name", "fiscal_code", "data_controller_name", "data_controller_address", "data_controller_email", "contact_retention_months" from "settings";`,
    )) as SettingsRow[];

    this.addSql(`alter table "settings" rename column "toll_free_phone" to "booking_phone";`);
    this.addSql(
      `alter table "settings" add column "booking_phone_toll_free" boolean not null default false;`,
    );
    // Until now the booking number was always a toll-free one.
    this.addSql(
      `update "settings" set "booking_phone_toll_free" = true where "booking_phone" is not null;`,
    );
    this.addSql(`alter table "settings" alter column "booking_phone_toll_free" drop default;`);
    for (const [column, type, value] of FACTS) {
      this.addSql(
        `alter table "settings" add column "${column}" ${type} not null default ${value};`,
      );
      this.addSql(`alter table "settings" alter column "${column}" drop default;`);
    }
    this.addSql(
      `alter table "settings" add column "switchboard_hours" text null, add column "privacy_notice" text null, add column "footer_credits" text null, add column "footer_links" jsonb null;`,
    );
    this.addSql(
      this.getKnex().raw(
        `update "settings" set "footer_credits" = 'Sito realizzato dai volontari del comitato', "footer_links" = ?::jsonb;`,
        [JSON.stringify(DEFAULT_FOOTER_LINKS)],
      ),
    );
    for (const row of rows) {
      const notice = defaultPrivacyNotice({
        name: row.name,
        fiscalCode: row.fiscal_code,
        dataController: {
          name: row.data_controller_name,
          address: row.data_controller_address,
          email: row.data_controller_email,
        },
        contactRetentionMonths: row.contact_retention_months,
      });
      this.addSql(
        this.getKnex().raw(`update "settings" set "privacy_notice" = ? where "id" = ?;`, [
          notice,
          row.id,
        ]),
      );
    }
    this.addSql(
      `alter table "settings" alter column "privacy_notice" set not null, alter column "footer_links" set not null;`,
    );
  }

  override async down(): Promise<void> {
    const added = [
      'booking_phone_toll_free',
      ...FACTS.map(([column]) => column),
      'switchboard_hours',
      'privacy_notice',
      'footer_credits',
      'footer_links',
    ];
    this.addSql(
      `alter table "settings" ${added.map((column) => `drop column "${column}"`).join(', ')};`,
    );
    this.addSql(`alter table "settings" rename column "booking_phone" to "toll_free_phone";`);
  }
}
