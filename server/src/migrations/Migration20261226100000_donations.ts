// Donations (modules/donations): the donations table (a committee's receipt numbers unique
// per year, a provider's event recorded once), the receipt counters (one row per committee
// and year, updated in each receipt's transaction) and the committee's own donation
// settings (its Stripe webhook secret); a committee's rows only (row-level security).
import { Migration } from '@mikro-orm/migrations';
import { committeeSecuritySql } from './Migration20261222100000_committees.js';

export class Migration20261226100000_donations extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "donations" ("committee_id" int not null, "id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "date" date not null, "amount_cents" int not null, "currency" text not null default 'EUR', "method" text not null, "donor_name" text null, "donor_email" text null, "donor_fiscal_code" text null, "anonymous" boolean not null default false, "receipt_year" int null, "receipt_sequence" int null, "provider_reference" text null, "provider_event_id" text null);`,
    );
    this.addSql(`create index "donations_committee_id_index" on "donations" ("committee_id");`);
    this.addSql(`create index "donations_method_index" on "donations" ("method");`);
    this.addSql(
      `create index "donations_donor_fiscal_code_index" on "donations" ("donor_fiscal_code");`,
    );
    this.addSql(`create index "donations_date_index" on "donations" ("date");`);
    this.addSql(
      `alter table "donations" add constraint "donations_committee_id_receipt_year_receipt_sequence_unique" unique ("committee_id", "receipt_year", "receipt_sequence");`,
    );
    this.addSql(
      `alter table "donations" add constraint "donations_committee_id_provider_event_id_unique" unique ("committee_id", "provider_event_id");`,
    );
    for (const sql of committeeSecuritySql('donations')) this.addSql(sql);

    this.addSql(
      `create table "donation_receipt_counters" ("committee_id" int not null, "id" serial primary key, "year" int not null, "last_number" int not null);`,
    );
    this.addSql(
      `alter table "donation_receipt_counters" add constraint "donation_receipt_counters_committee_id_year_unique" unique ("committee_id", "year");`,
    );
    for (const sql of committeeSecuritySql('donation_receipt_counters')) this.addSql(sql);

    this.addSql(
      `create table "donation_settings" ("committee_id" int not null, "id" serial primary key, "stripe_webhook_secret" text null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "donation_settings" add constraint "donation_settings_committee_id_unique" unique ("committee_id");`,
    );
    for (const sql of committeeSecuritySql('donation_settings')) this.addSql(sql);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "donation_settings" cascade;`);
    this.addSql(`drop table if exists "donation_receipt_counters" cascade;`);
    this.addSql(`drop table if exists "donations" cascade;`);
  }
}
