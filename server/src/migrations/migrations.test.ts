// Schema changes go only through committed migrations: on a database migrated to the
// latest one, the ORM finds nothing to change between the entities and the tables.
// An entity edited without its migration fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm } from '../platform/db/orm.js';
import { entities, migrationsList } from '../registry.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { demoNews } from '../seed/demo-content.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import { sanitizeRichText } from '../domain/rich-text.js';
import { ANALYTICS_PARAGRAPH } from '../modules/settings/privacy-notice.js';

let database: TestDatabase;
let orm: MikroORM;

beforeAll(async () => {
  database = await createTestDatabase();
  orm = await createOrm({ clientUrl: database.url, entities, migrationsList, poolMax: 1 });
});

afterAll(async () => {
  await orm?.close(true);
  await database?.drop();
});

describe('committed migrations', () => {
  it('build exactly the schema the entities describe', async () => {
    const pending = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
    expect(pending.trim()).toBe('');
  });

  it('are all applied, in order', async () => {
    const executed = await orm.getMigrator().getExecutedMigrations();
    expect(executed.map((m) => m.name)).toEqual(migrationsList.map((m) => m.name));
  });

  it('keep the existing administrator an administrator when users get roles', async () => {
    const migrator = orm.getMigrator();
    const connection = orm.em.getConnection();
    await migrator.down({ to: 'Migration20261205100000_contact_mail' });
    await connection.execute(
      `insert into admin_users (username, password_hash, created_at, updated_at) values ('presidenza', 'x', now(), now())`,
    );
    await migrator.up();
    const rows = await connection.execute<{ name: string; role: string; active: boolean }[]>(
      `select name, role, active from users where username = 'presidenza'`,
    );
    expect(rows).toEqual([{ name: 'presidenza', role: 'admin', active: true }]);
    await connection.execute(`delete from users`);
    expect((await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
  });
  it('give an existing committee the facts the site showed as code, its privacy notice filled with its own data and the header menu it showed', async () => {
    const migrator = orm.getMigrator();
    const connection = orm.em.getConnection();
    await migrator.down({ to: 'Migration20261210100000_publication' });
    await connection.execute(
      `insert into settings (id, name, short_name, town, service_area, founded_year, address_street, address_postal_code, address_town, address_province, toll_free_phone, phone, email, fiscal_code, bank_account_holder, bank_name, bank_iban, national_site_url, data_controller_name, data_controller_address, data_controller_email, contact_retention_months, updated_at)
       values (1, 'Comitato di Borgo <Nuovo>', 'CRI Borgo', 'Borgo', 'Borgo e dintorni', 1990, 'Via Roma 1', '00100', 'Borgo', 'RM', '800 000 111', '06 123456', 'borgo@cri.it', '01234567897', 'CRI Borgo', 'Banca', 'IT60X0542811101000000123456', 'https://cri.it', 'CRI Borgo ODV', 'Via Roma 1, Borgo', 'privacy@borgo.it', 18, now())`,
    );
    await migrator.up();
    const [row] = await connection.execute<Record<string, unknown>[]>(
      `select booking_phone, booking_phone_toll_free, people_count, vehicle_count, youth_min_age, youth_max_age, switchboard_always_open, switchboard_hours, history_stats_volunteers, history_stats_women, history_stats_services, history_stats_emergencies, to_char(privacy_notice_updated_on, 'YYYY-MM-DD') as privacy_notice_updated_on, privacy_notice, footer_credits, footer_links, header_menu from settings`,
    );
    expect(row).toMatchObject({
      booking_phone: '800 000 111',
      booking_phone_toll_free: true,
      people_count: 300,
      vehicle_count: 20,
      youth_min_age: 14,
      youth_max_age: 32,
      switchboard_always_open: true,
      switchboard_hours: null,
      history_stats_volunteers: 262,
      history_stats_women: 135,
      history_stats_services: 136,
      history_stats_emergencies: 154,
      privacy_notice_updated_on: '2025-06-13',
      footer_credits: 'Sito realizzato dai volontari del comitato',
    });
    expect(row.footer_links).toContainEqual({ label: 'News', url: '/news' });
    // The header's six items, as the site showed them before the menu was data.
    expect(row.header_menu).toEqual([
      { label: 'Corsi', kind: 'section', target: 'corsi', visible: true },
      { label: 'Attività', kind: 'section', target: 'attivita', visible: true },
      { label: 'News', kind: 'section', target: 'news', visible: true },
      { label: 'Documenti', kind: 'route', target: '/trasparenza', visible: true },
      { label: 'Contatti', kind: 'section', target: 'contatti', visible: true },
      { label: 'Donazioni', kind: 'section', target: 'supporto', visible: true },
    ]);
    const notice = row.privacy_notice as string;
    expect(notice).toContain('Comitato di Borgo &lt;Nuovo&gt; informa');
    expect(notice).toContain(
      'Il titolare del trattamento è CRI Borgo ODV, con sede in Via Roma 1, Borgo',
    );
    expect(notice).toContain('<a href="mailto:privacy@borgo.it">privacy@borgo.it</a>');
    expect(notice).toContain('non oltre 18 mesi dall’ultimo contatto');
    expect(notice).toContain('<h2>6. Comunicazione e diffusione dei dati</h2>');

    // The visit statistics' paragraph: added once to a notice never edited, after the one
    // on cookies; an edited notice is left as the committee wrote it.
    const paragraph = sanitizeRichText(ANALYTICS_PARAGRAPH);
    expect(notice.split(paragraph)).toHaveLength(2);
    const before = notice.replace(paragraph, '');
    const noticeAfterAnalytics = async (updatedOn: string) => {
      await migrator.down({ to: 'Migration20261222200000_mail_attachments' });
      await connection.execute(
        `update settings set privacy_notice = ?, privacy_notice_updated_on = ?`,
        [before, updatedOn],
      );
      await migrator.up();
      const [{ privacy_notice }] = await connection.execute<{ privacy_notice: string }[]>(
        `select privacy_notice from settings`,
      );
      return privacy_notice;
    };
    expect(await noticeAfterAnalytics('2025-06-13')).toBe(notice);
    expect(await noticeAfterAnalytics('2026-01-15')).toBe(before);
    await connection.execute(`delete from settings`);
    expect((await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
  });

  it('mark the demo records of an existing database by their seeded values, an edited one not', async () => {
    const migrator = orm.getMigrator();
    const connection = orm.em.getConnection();
    await migrator.down({ to: 'Migration20261223100000_site_pages' });
    const [demo] = demoNews;
    const insert = `insert into news (committee_id, title, content, date, author, category, status, published_at, created_at, updated_at)
       values (1, ?, '<p>x</p>', ?, ?, 'Notizie', 'published', now(), now(), now()) returning id`;
    const [seeded] = await connection.execute<{ id: number }[]>(insert, [
      demo.title,
      demo.date,
      demo.author,
    ]);
    const [edited] = await connection.execute<{ id: number }[]>(insert, [
      'Un titolo nostro',
      demo.date,
      demo.author,
    ]);
    await migrator.up();
    const marks = await connection.execute<{ resource: string; record_id: number }[]>(
      `select resource, record_id from demo_records`,
    );
    expect(marks).toEqual([{ resource: 'news', record_id: seeded.id }]);
    expect(edited.id).not.toBe(seeded.id);
    await connection.execute(`delete from demo_records`);
    await connection.execute(`delete from news`);
    expect((await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
  });
});
