// The /calendario page rendered by the server (the site built from the current sources):
// an upcoming published course or event under the heading of its month with a link to its
// page, never a past one or a draft; the link to subscribe to /calendario.ics; the page in
// the sitemap; the public GraphQL query the page reads, the same for a signed-in editor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../testing/site-build.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call, formOf, graphql } from '../../testing/api-client.js';

let app: TestApp;
let token: string;

const course = {
  description: 'Rianimazione cardiopolmonare e uso del defibrillatore.',
  category: 'health',
  location: 'Sede del Comitato',
  bookingMode: 'onsite',
  seats: '20',
};

async function createCourse(fields: Record<string, string>): Promise<number> {
  const answer = await call(app.url, '/api/projects', {
    form: formOf({ ...course, ...fields }),
    token,
  });
  expect(answer.status).toBe(201);
  return answer.body.id as number;
}

const ids: Record<string, number> = {};

async function createEvent(fields: Record<string, unknown>): Promise<number> {
  const answer = await call(app.url, '/api/events', {
    json: { description: '<p>Aperti a tutti.</p>', location: 'Piazza Grande', ...fields },
    token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as number;
}

beforeAll(async () => {
  const site = await buildSite();
  app = await createTestApp({ webDist: site.webDist, webSsrEntry: site.webSsrEntry });
  token = await app.loginAsAdmin();
  ids.upcoming = await createCourse({
    title: 'Corso BLSD di marzo',
    startDate: '2031-03-12',
    endDate: '2031-03-12',
  });
  ids.later = await createCourse({
    title: 'Corso di primo soccorso',
    startDate: '2031-05-02',
    endDate: '2031-05-30',
  });
  ids.past = await createCourse({
    title: 'Corso passato',
    startDate: '2024-03-12',
    endDate: '2024-03-12',
  });
  ids.draft = await createCourse({
    title: 'Corso in bozza',
    startDate: '2031-03-20',
    endDate: '2031-03-20',
    status: 'draft',
  });
  // 10:00 to 13:00 in Rome, between the two March courses' days.
  ids.event = await createEvent({
    title: 'Donazione del sangue',
    startsAt: '2031-03-15T09:00:00Z',
    endsAt: '2031-03-15T12:00:00Z',
  });
  ids.pastEvent = await createEvent({
    title: 'Evento passato',
    startsAt: '2024-03-15T09:00:00Z',
    endsAt: '2024-03-15T12:00:00Z',
  });
  ids.draftEvent = await createEvent({
    title: 'Evento in bozza',
    startsAt: '2031-03-16T09:00:00Z',
    endsAt: '2031-03-16T12:00:00Z',
    status: 'draft',
  });
}, 240_000);

afterAll(async () => {
  await app?.close();
});

/** The month sections of the page: heading and the links inside. */
function months(html: string): { heading: string; links: [string, string][] }[] {
  return [...html.matchAll(/<section[^>]*>([\s\S]*?)<\/section>/g)]
    .map(([, inner]) => ({
      heading: /<h2[^>]*>([\s\S]*?)<\/h2>/.exec(inner)?.[1] ?? '',
      links: [...inner.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(
        ([, href, text]) => [href, text.replace(/<[^>]+>/g, '').trim()] as [string, string],
      ),
    }))
    .filter((month) => /^\p{Lu}\p{Ll}+ \d{4}$/u.test(month.heading));
}

describe('/calendario', () => {
  it('lists the upcoming published courses and events under their month, not past ones or drafts', async () => {
    const answer = await fetch(`${app.url}/calendario`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const found = months(html);
    expect(found.map((month) => month.heading)).toEqual(['Marzo 2031', 'Maggio 2031']);
    expect(found[0].links).toEqual([
      [`/progetti/${ids.upcoming}`, 'Corso BLSD di marzo'],
      [`/eventi/${ids.event}`, 'Donazione del sangue'],
    ]);
    expect(html).toContain('15 marzo 2031, dalle 10:00 alle 13:00');
    expect(html).not.toContain('Evento passato');
    expect(html).not.toContain('Evento in bozza');
    expect(found[1].links).toEqual([[`/progetti/${ids.later}`, 'Corso di primo soccorso']]);
    expect(html).not.toContain('Corso passato');
    expect(html).not.toContain('Corso in bozza');
    expect(html).toContain('dal 2 maggio 2031 al 30 maggio 2031');
    expect(html).toMatch(/<a href="\/calendario.ics">Iscriviti al calendario<\/a>/);
    expect(html).toMatch(/<title>Calendario \| /);
  });

  it('is in the sitemap', async () => {
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${app.url}/calendario</loc>`);
  });

  it('reads the upcoming events by GraphQL, never a draft even signed in', async () => {
    const query = '{ upcomingEvents { id title } }';
    for (const auth of [undefined, token]) {
      const answer = await graphql<{ upcomingEvents: { id: string }[] }>(app.url, query, {}, auth);
      expect(answer.data!.upcomingEvents.map((item) => Number(item.id))).toEqual([ids.event]);
    }
  });

  it('reads the same courses by GraphQL, signed in or not', async () => {
    const query = '{ upcomingCourses { id title } }';
    for (const auth of [undefined, token]) {
      const answer = await call<{ data: { upcomingCourses: { id: string; title: string }[] } }>(
        app.url,
        '/graphql',
        { json: { query }, token: auth },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data.upcomingCourses.map((item) => Number(item.id))).toEqual([
        ids.upcoming,
        ids.later,
      ]);
    }
  });
});

describe('/eventi and /eventi/:id, rendered by the server', () => {
  it("renders an event's page with its time, place and calendar file, and 404 for a draft", async () => {
    const answer = await fetch(`${app.url}/eventi/${ids.event}`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toMatch(/<h1[^>]*>Donazione del sangue<\/h1>/);
    expect(html).toContain('15 marzo 2031, dalle 10:00 alle 13:00');
    expect(html).toContain('Piazza Grande');
    expect(html).toContain(`href="/eventi/${ids.event}/calendario.ics"`);
    expect(html).toMatch(/<title>Donazione del sangue \| /);
    expect((await fetch(`${app.url}/eventi/${ids.draftEvent}`)).status).toBe(404);
  });

  it('lists the upcoming events first, then the past ones, never a draft', async () => {
    const html = await (await fetch(`${app.url}/eventi`)).text();
    const upcoming = html.indexOf('Donazione del sangue');
    const past = html.indexOf('Evento passato');
    expect(upcoming).toBeGreaterThan(0);
    expect(past).toBeGreaterThan(upcoming);
    expect(html).toContain('Eventi passati');
    expect(html).not.toContain('Evento in bozza');
  });
});

describe("the dashboard's upcoming enrolments", () => {
  const enrol = (id: number, n: number) =>
    call(app.url, `/api/projects/${id}/enrolments`, {
      json: {
        name: `Persona ${n}`,
        email: `persona${n}@example.it`,
        phone: '+39 333 1234567',
        privacyConsent: true,
        fillTimeMs: 8000,
      },
      headers: { 'x-forwarded-for': `198.51.100.${n}` },
    });

  it('counts the seats taken and the waiting list of the upcoming courses booked on the site', async () => {
    const small = await createCourse({
      title: 'Corso a posti limitati',
      startDate: '2031-04-01',
      endDate: '2031-04-01',
      seats: '1',
    });
    const elsewhere = await createCourse({
      title: 'Corso prenotato altrove',
      startDate: '2031-04-02',
      endDate: '2031-04-02',
      bookingMode: 'link',
      bookingUrl: 'https://example.org/prenota',
    });
    for (const n of [1, 2, 3]) expect((await enrol(ids.upcoming, n)).status).toBe(201);
    for (const n of [4, 5, 6]) expect((await enrol(small, n)).status).toBe(201);
    const query = '{ upcomingEnrolments { course { id title } seats confirmed waitlisted } }';

    const anonymous = await graphql(app.url, query);
    expect(anonymous.errors?.[0].extensions.code).toBe('MISSING_TOKEN');

    const answer = await graphql<{
      upcomingEnrolments: {
        course: { id: string; title: string };
        seats: number;
        confirmed: number;
        waitlisted: number;
      }[];
    }>(app.url, query, {}, token);
    expect(answer.errors).toBeUndefined();
    const rows = answer.data!.upcomingEnrolments.map((row) => [
      Number(row.course.id),
      row.seats,
      row.confirmed,
      row.waitlisted,
    ]);
    // Drafts are the committee's too; past courses and those booked elsewhere are not listed.
    expect(rows).toEqual([
      [ids.upcoming, 20, 3, 0],
      [ids.draft, 20, 0, 0],
      [small, 1, 1, 2],
      [ids.later, 20, 0, 0],
    ]);
    expect(rows.map(([id]) => id)).not.toContain(elsewhere);
    expect(rows.map(([id]) => id)).not.toContain(ids.past);
  });

  it('counts the seats taken and the waiting list of the upcoming events booked on the site', async () => {
    const soon = await createEvent({
      title: 'Open day a posti limitati',
      startsAt: '2031-02-01T09:00:00Z',
      endsAt: '2031-02-01T12:00:00Z',
      bookingMode: 'onsite',
      seats: 1,
    });
    const draft = await createEvent({
      title: 'Serata in bozza',
      startsAt: '2031-02-03T18:00:00Z',
      endsAt: '2031-02-03T20:00:00Z',
      bookingMode: 'onsite',
      seats: 5,
      status: 'draft',
    });
    const past = await createEvent({
      title: 'Serata già passata',
      startsAt: '2025-02-03T18:00:00Z',
      endsAt: '2025-02-03T20:00:00Z',
      bookingMode: 'onsite',
      seats: 5,
    });
    const unbooked = await createEvent({
      title: 'Festa senza prenotazione',
      startsAt: '2031-02-02T09:00:00Z',
      endsAt: '2031-02-02T12:00:00Z',
      bookingMode: 'none',
    });
    for (const n of [7, 8]) {
      const answer = await call(app.url, `/api/events/${soon}/enrolments`, {
        json: { name: `Persona ${n}`, email: `persona${n}@example.it`, privacyConsent: true },
        headers: { 'x-forwarded-for': `198.51.100.${n}` },
      });
      expect(answer.status).toBe(201);
    }
    const query = '{ upcomingEventEnrolments { event { id title } seats confirmed waitlisted } }';
    expect((await graphql(app.url, query)).errors?.[0].extensions.code).toBe('MISSING_TOKEN');
    const answer = await graphql<{
      upcomingEventEnrolments: {
        event: { id: string };
        seats: number;
        confirmed: number;
        waitlisted: number;
      }[];
    }>(app.url, query, {}, token);
    expect(answer.errors).toBeUndefined();
    const rows = answer.data!.upcomingEventEnrolments.map((row) => [
      Number(row.event.id),
      row.seats,
      row.confirmed,
      row.waitlisted,
    ]);
    // Drafts are the committee's too, soonest first; past events and those without booking
    // on the site are not listed.
    expect(rows.slice(0, 2)).toEqual([
      [soon, 1, 1, 1],
      [draft, 5, 0, 0],
    ]);
    const listed = rows.map(([id]) => id);
    expect(listed).not.toContain(unbooked);
    expect(listed).not.toContain(past);
  });
});
