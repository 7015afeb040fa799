// The demo content: seeded once into an empty database, complete (every category, real
// images and PDFs served by the API), never duplicated on the next start.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import { bootstrapData } from '../bootstrap.js';
import type { FileStorage } from '../platform/storage/index.js';
import { ensureCommitteeData } from './committee-seed.js';
import { DEMO_COMMITTEE } from './demo-content.js';
import { isContentEmpty, seedDemoContent } from './seed.js';
import { call, type Json } from '../testing/api-client.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  // createTestApp bootstraps with SEED=false; this is the start of a committee's first run.
  await bootstrapData({
    em: app.em(),
    storage: app.storage,
    config: app.config,
    logger: pino({ level: 'silent' }),
  });
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('demo content', () => {
  it('has courses in all five categories, with booking data and images', async () => {
    const projects = (await call<Json[]>(app.url, '/api/projects')).body;
    expect(projects.length).toBeGreaterThanOrEqual(6);
    expect(new Set(projects.map((p) => p.category))).toEqual(
      new Set(['education', 'health', 'social', 'emergency', 'other']),
    );
    for (const project of projects) {
      expect(project.calendlyId).toMatch(/^cri-valdoria\//);
      expect(project.location).toBeTruthy();
      expect(project.participants).toBeGreaterThan(0);
      expect(project.startDate).toMatch(/^202[67]-/);
    }
    const image = await fetch(`${app.url}/api${projects[0].image as string}`);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('has two upcoming events, one booked on the site, each with an image', async () => {
    const events = (await call<Json[]>(app.url, '/api/events')).body;
    expect(events.map((event) => [event.title, event.bookingMode, event.seats])).toEqual([
      ['Giornata della donazione del sangue', 'onsite', 30],
      ['Porte aperte in sede', 'none', null],
    ]);
    for (const event of events) expect(event.image).toMatch(/^\/uploads\//);
  });

  it('has six news items across the three categories, each with an image', async () => {
    const news = (await call<Json[]>(app.url, '/api/news')).body;
    expect(news).toHaveLength(6);
    expect(new Set(news.map((n) => n.category))).toEqual(
      new Set(['Eventi', 'Comunicati', 'Notizie']),
    );
    expect(
      news.every((n) => typeof n.image === 'string' && (n.image as string).startsWith('/uploads/')),
    ).toBe(true);
  });

  it('has the four statistics of the public fallback, in order', async () => {
    const stats = (await call<Json[]>(app.url, '/api/stats')).body;
    expect(stats.map((s) => s.value)).toEqual(['1500+', '25000', '45+', '100+']);
  });

  it('has eight real PDFs across the five document categories', async () => {
    const documents = (await call<Json[]>(app.url, '/api/documents')).body;
    expect(documents).toHaveLength(8);
    expect(new Set(documents.map((d) => d.category))).toEqual(
      new Set(['Bilanci', 'Statuto', 'Relazioni', 'Regolamenti', 'Altri Documenti']),
    );
    const pdf = await fetch(`${app.url}/api${documents[0].fileUrl as string}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(documents[0].fileSize).toMatch(/^\d+(\.\d)? KB$/);
  });

  it('has the committee: settings, board, slides, activities, services and timeline', async () => {
    const settings = (await call(app.url, '/api/settings')).body;
    expect(settings).toMatchObject({ name: DEMO_COMMITTEE, town: 'Valdoria', foundedYear: 1980 });
    const team = (await call<Json[]>(app.url, '/api/team')).body;
    expect(team.map((m) => m.role)).toEqual([
      'Presidente',
      'Vicepresidente',
      'Consigliere',
      'Consigliere',
      'Consigliere Giovani',
    ]);
    expect(team[0]).toMatchObject({
      name: 'Marco Bellini',
      imageAlt: 'Marco Bellini, Presidente',
      bio: expect.stringContaining('Guida il comitato dal 2020'),
    });
    const photo = await fetch(`${app.url}/api${team[0].image as string}`);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    const slides = (await call<Json[]>(app.url, '/api/slides')).body;
    expect(slides.map((s) => s.buttonLink)).toEqual([
      '#chi-siamo',
      '#attivita',
      '#prenota-servizio',
      '#corsi',
    ]);
    expect(slides.every((s) => (s.image as string).startsWith('/uploads/') && s.visible)).toBe(
      true,
    );
    const activities = (await call<Json[]>(app.url, '/api/activities')).body;
    expect(activities.map((a) => a.size)).toEqual(['large', 'small', 'small', 'medium', 'small']);
    expect(activities[0].body).toMatch(/^<p>Ogni anno i nostri volontari/);
    const services = (await call<Json[]>(app.url, '/api/services')).body;
    expect(services.map((s) => [s.icon, s.isNew])).toEqual([
      ['ambulance', false],
      ['home', true],
      ['cross', false],
    ]);
    expect(services[0].features).toHaveLength(3);
    const timeline = (await call<Json[]>(app.url, '/api/timeline')).body;
    expect(timeline.map((e) => e.year)).toEqual(['1980', '1980', '1980', '1980', 'Oggi']);
    expect(timeline[0].description).toContain('cittadini di Valdoria');
    expect(timeline[4].title).toBe('20 mezzi e quasi 300 persone');
  });

  it('does not seed the committee again once a committee emptied its team', async () => {
    const token = await app.loginAsAdmin();
    for (const member of (await call<Json[]>(app.url, '/api/team')).body) {
      await call(app.url, `/api/team/${member.id as number}`, { method: 'DELETE', token });
    }
    await bootstrapData({
      em: app.em(),
      storage: app.storage,
      config: app.config,
      logger: pino({ level: 'silent' }),
    });
    expect((await call<Json[]>(app.url, '/api/team')).body).toEqual([]);
  });

  it('is not seeded twice', async () => {
    await bootstrapData({
      em: app.em(),
      storage: app.storage,
      config: app.config,
      logger: pino({ level: 'silent' }),
    });
    expect((await call<Json[]>(app.url, '/api/news')).body).toHaveLength(6);
  });

  it('leaves neither rows nor files behind when it fails half-way', async () => {
    const empty = await createTestApp();
    try {
      let saves = 0;
      const failing: FileStorage = {
        save: async (data, extension) => {
          saves += 1;
          if (saves > 5) throw new Error('disco pieno');
          return empty.storage.save(data, extension);
        },
        delete: (url) => empty.storage.delete(url),
        exists: (url) => empty.storage.exists(url),
        stat: (name) => empty.storage.stat(name),
        open: (name, range) => empty.storage.open(name, range),
        list: () => empty.storage.list(),
        put: (name, data) => empty.storage.put(name, data),
        remove: (name) => empty.storage.remove(name),
      };
      const logger = pino({ level: 'silent' });
      await expect(seedDemoContent({ em: empty.em(), storage: failing, logger })).rejects.toThrow(
        'disco pieno',
      );
      expect(await fs.readdir(empty.config.uploadsDir)).toEqual([]);
      expect(await isContentEmpty(empty.em())).toBe(true);
      // The committee's lists fail alike, all or nothing; the settings are still written.
      await empty.em().getConnection().execute('delete from settings');
      const result = await ensureCommitteeData({
        em: empty.em(),
        storage: failing,
        logger,
        seed: true,
      });
      expect(result).toBe('settings');
      expect(await fs.readdir(empty.config.uploadsDir)).toEqual([]);
      expect((await call<Json[]>(empty.url, '/api/team')).body).toEqual([]);
      expect((await call(empty.url, '/api/settings')).body.name).toBe(DEMO_COMMITTEE);
      // bootstrap logs the failure and goes on: the server still starts.
      await bootstrapData({
        em: empty.em(),
        storage: failing,
        config: { ...empty.config, seed: true },
        logger,
      });
    } finally {
      await empty.close();
    }
  });
});
