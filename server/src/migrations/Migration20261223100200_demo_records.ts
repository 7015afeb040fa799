// Demo content made recognisable (demo_records: a seeded record's table, id and its
// updated_at then), a committee's rows only (row-level security). The demo records already
// in a database are marked by their seeded values (the same title and the fields beside
// it), with their updated_at as it is now: a demo record edited since no longer has the
// seeded values and is not marked.
import { Migration } from '@mikro-orm/migrations';
import { toCents } from '../domain/money.js';
import {
  demoActivities,
  demoServices,
  demoSlides,
  demoTeam,
  demoTimeline,
} from '../seed/demo-committee.js';
import { demoDocuments, demoNews, demoProjects, demoStats } from '../seed/demo-content.js';
import { demoCompensations, demoFivePerThousand, demoGrants } from '../seed/transparency-demo.js';
import { committeeSecuritySql } from './Migration20261222100000_committees.js';

/** Each table's demo rows, by the columns that identify them (compared as text). */
function seededValues(): [table: string, rows: Record<string, string | number | null>[]][] {
  return [
    ['news', demoNews.map((d) => ({ title: d.title, author: d.author, date: d.date }))],
    ['projects', demoProjects.map((d) => ({ title: d.title, location: d.location }))],
    ['documents', demoDocuments.map((d) => ({ title: d.title, category: d.category }))],
    ['stats', demoStats.map((d) => ({ title: d.title, value: d.value }))],
    ['team_members', demoTeam.map((d) => ({ name: d.name, role: d.role }))],
    ['hero_slides', demoSlides.map((d) => ({ title: d.title, subtitle: d.subtitle }))],
    ['activities', demoActivities.map((d) => ({ title: d.title, summary: d.summary }))],
    ['services', demoServices.map((d) => ({ title: d.title, summary: d.summary }))],
    ['timeline_events', demoTimeline.map((d) => ({ title: d.title, year: d.year }))],
    [
      'grants',
      demoGrants.map((d) => ({ reference: d.reference, administration: d.administration })),
    ],
    [
      'five_per_thousand_reports',
      demoFivePerThousand.map((d) => ({ year: d.year, amount_cents: toCents(d.amount) })),
    ],
    [
      'compensations',
      demoCompensations.map((d) => ({
        year: d.year,
        role: d.role,
        gross_amount_cents: toCents(d.grossAmount),
      })),
    ],
  ];
}

export class Migration20261223100200_demo_records extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "demo_records" ("id" serial primary key, "committee_id" int not null, "resource" text not null, "record_id" int not null, "seeded_at" timestamptz not null);`,
    );
    // It begins with committee_id and serves as its index.
    this.addSql(
      `alter table "demo_records" add constraint "demo_records_committee_id_resource_record_id_unique" unique ("committee_id", "resource", "record_id");`,
    );
    for (const sql of committeeSecuritySql('demo_records')) this.addSql(sql);
    for (const [table, rows] of seededValues()) {
      const columns = Object.keys(rows[0]);
      const match = columns.map((column) => `t."${column}"::text = d."${column}"`).join(' and ');
      const types = columns.map((column) => `"${column}" text`).join(', ');
      const values = rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)])),
      );
      this.addSql(
        this.getKnex().raw(
          `insert into "demo_records" ("committee_id", "resource", "record_id", "seeded_at")
           select t."committee_id", ?, t."id", t."updated_at" from "${table}" t
           join jsonb_to_recordset(?::jsonb) as d(${types}) on ${match}
           on conflict do nothing;`,
          [table, JSON.stringify(values)],
        ),
      );
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "demo_records" cascade;`);
  }
}
