// A course's and an event's enrolments under their edit forms, in Chromium against the built
// server: who has a seat and who waits, with their positions; attendance marked; the
// committee's cancellation, after a confirmation, that gives the seat to the first who
// waits. The panel reads and writes through GraphQL; what it did is checked there too.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, expectNoSeriousA11yViolations } from '../support/browser.js';
import { graphql, signedInBrowser, uniqueTitle } from './admin-helpers.js';

let browser: Browser;
let page: Page;
let token: string;

interface Bookable {
  what: string;
  collection: 'projects' | 'events';
  variable: 'courseId' | 'eventId';
  fields: Record<string, string>;
  people: [string, string];
  /** How the dashboard words it once one seat of one is taken and nobody waits. */
  dashboard: string;
  id?: string;
}

const bookables: Bookable[] = [
  {
    what: 'a course',
    collection: 'projects',
    variable: 'courseId',
    fields: {
      title: uniqueTitle('Corso di primo soccorso'),
      description: 'Tre serate di pratica su manichino.',
      category: 'health',
      startDate: '2028-04-12',
      endDate: '2028-04-14',
      location: 'Sede del Comitato',
      bookingMode: 'onsite',
      seats: '1',
    },
    people: ['Giada Fontana', 'Tommaso Riva'],
    dashboard: 'Corso · 12 aprile 2028 · 1/1 posti',
  },
  {
    what: 'an event',
    collection: 'events',
    variable: 'eventId',
    fields: {
      title: uniqueTitle('Donazione del sangue'),
      description: "L'autoemoteca in piazza, su prenotazione.",
      startsAt: '2028-05-08T07:00:00Z',
      endsAt: '2028-05-08T11:00:00Z',
      location: 'Piazza del Municipio',
      bookingMode: 'onsite',
      seats: '1',
    },
    people: ['Irene Galli', 'Pietro Sala'],
    // 07:00 UTC is 09:00 in Rome in May (summer time).
    dashboard: 'Evento · 8 maggio 2028 alle ore 09:00 · 1/1 posti',
  },
];

async function create(bookable: Bookable): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(bookable.fields)) form.append(name, value);
  const created = await fetch(`${baseURL()}/api/${bookable.collection}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(created.status).toBe(201);
  return String(((await created.json()) as { id: number }).id);
}

async function enrol(bookable: Bookable, id: string, name: string): Promise<void> {
  const answer = await fetch(`${baseURL()}/api/${bookable.collection}/${id}/enrolments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `${name.toLowerCase().replace(' ', '.')}@example.it`,
      privacyConsent: true,
      fillTimeMs: 8000,
    }),
  });
  expect(answer.status).toBe(201);
}

async function stored(bookable: Bookable, id: string) {
  const answer = await graphql<{
    enrolments: { name: string; status: string; position: number | null; attended: boolean }[];
  }>(
    `
      query ($courseId: ID, $eventId: ID) {
        enrolments(courseId: $courseId, eventId: $eventId) {
          name
          status
          position
          attended
        }
      }
    `,
    { [bookable.variable]: id },
    token,
  );
  return answer.data!.enrolments;
}

/** The panel's row of a person. */
function row(panel: Locator, name: string): Locator {
  return panel.getByRole('row').filter({ hasText: name });
}

beforeAll(async () => {
  ({ browser, page, token } = await signedInBrowser());
});

afterAll(async () => {
  await browser?.close();
});

describe.each(bookables)('the enrolments of $what in the back office', (bookable) => {
  it('lists a seat and the waiting list, marks attendance, and cancels so that who waits gets the seat', async () => {
    const id = await create(bookable);
    bookable.id = id;
    const [first, second] = bookable.people;
    await enrol(bookable, id, first);
    await enrol(bookable, id, second);

    await page.goto(`/admin/${bookable.collection}/${id}/edit`);
    const panel = page.getByRole('region', { name: 'Iscrizioni' });
    await panel.getByText('Posti occupati: 1 su 1').waitFor();
    await row(panel, first).getByRole('cell', { name: 'Confermata' }).waitFor();
    await row(panel, second).getByRole('cell', { name: "In lista d'attesa" }).waitFor();
    await expectNoSeriousA11yViolations(page, `iscrizioni di ${bookable.what}`);

    await panel.getByRole('checkbox', { name: `Presente: ${first}` }).check();
    await expect
      .poll(async () => (await stored(bookable, id)).find((one) => one.name === first)?.attended)
      .toBe(true);

    page.once('dialog', (dialog) => void dialog.accept());
    await row(panel, first).getByRole('button', { name: 'Annulla iscrizione' }).click();
    await page.getByText('Iscrizione annullata', { exact: true }).waitFor();
    await row(panel, first).getByRole('cell', { name: 'Annullata' }).waitFor();
    await row(panel, second).getByRole('cell', { name: 'Confermata' }).waitFor();
    expect(
      await row(panel, first).getByRole('button', { name: 'Annulla iscrizione' }).count(),
    ).toBe(0);
    expect((await stored(bookable, id)).map((one) => [one.name, one.status, one.position])).toEqual(
      [
        [second, 'confirmed', 1],
        [first, 'cancelled', null],
      ],
    );
  });
});

describe('the dashboard', () => {
  it('lists the upcoming courses and events booked on the site with their seats, each leading to its enrolments', async () => {
    await page.goto('/admin');
    const card = page.getByRole('region', { name: 'Iscrizioni ai prossimi corsi ed eventi' });
    for (const bookable of bookables) {
      const item = card.getByRole('listitem').filter({ hasText: bookable.fields.title });
      await item.getByText(bookable.dashboard).waitFor();
    }
    const [course, event] = bookables;
    // Soonest first: the course in April before the event in May.
    const text = await card.innerText();
    expect(text.indexOf(course.fields.title)).toBeLessThan(text.indexOf(event.fields.title));
    await card.getByRole('link', { name: event.fields.title }).click();
    await page.waitForURL(`**/admin/events/${event.id}/edit`);
    await page
      .getByRole('region', { name: 'Iscrizioni' })
      .getByText('Posti occupati: 1 su 1')
      .waitFor();
  });
});
