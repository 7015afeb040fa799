// The committee's own content from the back office to the public site (issue 8): a team
// member (added with a photo and its alternative text, then renamed), a home slide (also
// hidden with its 'Visibile' switch), an activity, a service (with a new feature line)
// and an entry of the history timeline are edited in /admin and shown by their public
// page at the next load; the renamed member's earlier version is restored from the history
// under its form; two team members change places with 'Sposta giù'. Everything is
// put back at the end: the whole browser run shares one server and its demo content.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, launchBrowser } from '../support/browser.js';
import {
  anonymousPage,
  escapeRegExp,
  field,
  fileSessionToken,
  graphql,
  pngFile,
  signedInPage,
  STEP_TIMEOUT,
  waitForPath,
} from './admin-helpers.js';

let browser: Browser;
let page: Page;
let token: string;

interface Member {
  id: string;
  name: string;
  image: string | null;
  imageAlt: string | null;
}
interface Slide {
  id: string;
  title: string;
  visible: boolean;
}
interface Activity {
  id: string;
  title: string;
}
interface Service {
  id: string;
  title: string;
  features: string[];
}
interface TimelineEvent {
  id: string;
  title: string;
}

interface Content {
  allTeamMembers: Member[];
  allHeroSlides: Slide[];
  allActivities: Activity[];
  allServices: Service[];
  allTimelineEvents: TimelineEvent[];
}

/** Every record in display order, as an administrator reads it (hidden slides included). */
async function content(): Promise<Content> {
  const answer = await graphql<Content>(
    `
      {
        allTeamMembers(sortField: "position", sortOrder: "ASC") {
          id
          name
          image
          imageAlt
        }
        allHeroSlides(sortField: "position", sortOrder: "ASC") {
          id
          title
          visible
        }
        allActivities(sortField: "position", sortOrder: "ASC") {
          id
          title
        }
        allServices(sortField: "position", sortOrder: "ASC") {
          id
          title
          features
        }
        allTimelineEvents(sortField: "position", sortOrder: "ASC") {
          id
          title
        }
      }
    `,
    {},
    token,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

let original: Content;
/** The team member this file adds, deleted at the end. */
let createdMemberId: string | null = null;
const suffix = Date.now().toString(36);

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser);
  token = await fileSessionToken(browser);
  original = await content();
  for (const list of Object.values(original)) expect(list.length).toBeGreaterThanOrEqual(1);
  expect(original.allTeamMembers.length).toBeGreaterThanOrEqual(2);
});

afterAll(async () => {
  if (original) {
    if (createdMemberId) {
      const deleted = await graphql(
        'mutation($id: ID!) { deleteTeamMember(id: $id) { id } }',
        { id: createdMemberId },
        token,
      );
      expect(deleted.errors).toBeUndefined();
    }
    const [slide] = original.allHeroSlides;
    const [activity] = original.allActivities;
    const [service] = original.allServices;
    const [event] = original.allTimelineEvents;
    const restored = await graphql(
      `
        mutation Restore(
          $slide: ID!
          $slideTitle: String!
          $visible: Boolean!
          $activity: ID!
          $activityTitle: String!
          $service: ID!
          $serviceTitle: String!
          $features: [String!]!
          $event: ID!
          $eventTitle: String!
          $order: [ID!]!
        ) {
          s: updateHeroSlide(id: $slide, title: $slideTitle, visible: $visible) {
            id
          }
          a: updateActivity(id: $activity, title: $activityTitle) {
            id
          }
          v: updateService(id: $service, title: $serviceTitle, features: $features) {
            id
          }
          e: updateTimelineEvent(id: $event, title: $eventTitle) {
            id
          }
          o: reorderTeamMembers(ids: $order) {
            id
          }
        }
      `,
      {
        slide: slide.id,
        slideTitle: slide.title,
        visible: slide.visible,
        activity: activity.id,
        activityTitle: activity.title,
        service: service.id,
        serviceTitle: service.title,
        features: service.features,
        event: event.id,
        eventTitle: event.title,
        order: original.allTeamMembers.map((m) => m.id),
      },
      token,
    );
    expect(restored.errors).toBeUndefined();
  }
  await browser?.close();
});

/**
 * Loads a public page as a new visitor and waits until its text shows every one of
 * `expected` (the page reads the committee's data from the API as it loads); answers its
 * text then, spaces squeezed.
 */
async function publicText(path: string, expected: string[]): Promise<string> {
  const visitor = await anonymousPage(browser);
  try {
    await visitor.goto(path);
    const text = async () =>
      ((await visitor.locator('body').textContent()) ?? '').replace(/\s+/g, ' ');
    for (const value of expected) {
      await expect.poll(text, { timeout: STEP_TIMEOUT }).toContain(value);
    }
    return await text();
  } finally {
    await visitor.context().close();
  }
}

const row = (text: string) => page.getByRole('row', { name: new RegExp(escapeRegExp(text)) });

/** Opens the list from the sidebar, then the edit page of the row that shows `text`. */
async function openEdit(menu: string, heading: string, resource: string, text: string, id: string) {
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: menu, exact: true }).click();
  await page.getByRole('heading', { name: heading }).waitFor();
  await row(text).first().getByRole('link', { name: 'Modifica' }).click();
  await waitForPath(page, `/admin/${resource}/${id}/edit`);
}

async function saveAndBackTo(resource: string) {
  await page.getByRole('button', { name: 'Salva' }).click();
  await waitForPath(page, `/admin/${resource}`);
}

describe('site content in the back office', () => {
  it('adds a team member with a photo and its alternative text, then edits the name: the home page shows it', async () => {
    const name = `Giulia Esempio ${suffix}`;
    const editedName = `${name} Rossi`;
    await page.goto('/admin');
    await page.getByRole('menuitem', { name: 'Team' }).click();
    await page.getByRole('heading', { name: 'Gestione Team' }).waitFor();
    await page.getByRole('link', { name: 'Nuovo Membro' }).click();
    await waitForPath(page, '/admin/team/new');
    await page.getByRole('heading', { name: 'Nuovo Membro del Team' }).waitFor();
    await field(page, 'Nome e cognome').fill(name);
    await field(page, 'Ruolo').fill('Consigliere');
    await page.locator('input[type="file"]').setInputFiles(pngFile('ritratto.png'));
    await page.locator('img[src^="blob:"]').first().waitFor();
    await field(page, "Testo alternativo dell'immagine").fill(`Ritratto di ${name}`);
    await expectNoSeriousA11yViolations(page, '/admin/team/new');
    await page.getByRole('button', { name: 'Salva' }).click();
    await waitForPath(page, '/admin/team');
    await row(name).waitFor();
    expect(await row(name).getByRole('img').getAttribute('alt')).toBe(`Ritratto di ${name}`);
    const created = (await content()).allTeamMembers.find((m) => m.name === name)!;
    createdMemberId = created.id;
    expect(created.image).toMatch(/^\/uploads\//);

    await row(name).getByRole('link', { name: 'Modifica' }).click();
    await waitForPath(page, `/admin/team/${created.id}/edit`);
    await page.getByRole('heading', { name: 'Modifica Membro del Team' }).waitFor();
    await expect
      .poll(() => field(page, 'Nome e cognome').inputValue(), { timeout: STEP_TIMEOUT })
      .toBe(name);
    await field(page, 'Nome e cognome').fill(editedName);
    await saveAndBackTo('team');
    await row(editedName).waitFor();

    const saved = (await content()).allTeamMembers.find((m) => m.id === created.id)!;
    expect(saved).toMatchObject({ name: editedName, imageAlt: `Ritratto di ${name}` });
    expect(saved.image).toBe(created.image);
    await publicText('/', [editedName]);
  });

  it("shows the team member's earlier version under the form and restores it: the home page follows", async () => {
    const member = (await content()).allTeamMembers.find((m) => m.id === createdMemberId)!;
    const name = member.name.replace(/ Rossi$/, '');
    await page.goto(`/admin/team/${member.id}/edit`);
    await page.getByRole('heading', { name: 'Modifica Membro del Team' }).waitFor();
    const history = page.getByRole('region', { name: 'Cronologia delle modifiche' });
    await history.waitFor();
    const versions = history.getByRole('article');
    await expect.poll(() => versions.count(), { timeout: STEP_TIMEOUT }).toBe(1);
    await versions.first().getByRole('button', { name: 'Mostra differenze' }).click();
    const nameRow = versions
      .first()
      .getByRole('table', { name: 'Differenze' })
      .getByRole('row')
      .filter({ hasText: 'Nome e cognome' });
    await nameRow.waitFor();
    expect(await nameRow.textContent()).toContain(member.name);

    await versions.first().getByRole('button', { name: 'Ripristina' }).click();
    await page.getByText('Versione ripristinata').waitFor();
    await expect
      .poll(() => field(page, 'Nome e cognome').inputValue(), { timeout: STEP_TIMEOUT })
      .toBe(name);
    const restored = (await content()).allTeamMembers.find((m) => m.id === member.id)!;
    // The text comes back; the photo and the place in the list stay as they are.
    expect(restored).toMatchObject({ name, image: member.image, imageAlt: member.imageAlt });
    await publicText('/', [name]);
    await expect.poll(() => versions.count(), { timeout: STEP_TIMEOUT }).toBe(2);
  });

  it("moves a team member down with 'Sposta giù': the list and the home page follow the new order", async () => {
    const edited = (await content()).allTeamMembers;
    const [first, second] = edited;
    await page.goto('/admin/team');
    await page.getByRole('heading', { name: 'Gestione Team' }).waitFor();
    const firstRow = page.getByRole('row').nth(1);
    await expect
      .poll(() => firstRow.textContent(), { timeout: STEP_TIMEOUT })
      .toContain(first.name);
    expect(await firstRow.getByRole('button', { name: 'Sposta su' }).isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page, '/admin/team');
    await row(first.name).getByRole('button', { name: 'Sposta giù' }).click();
    await page.getByText('Ordine aggiornato').waitFor();
    await expect
      .poll(() => firstRow.textContent(), { timeout: STEP_TIMEOUT })
      .toContain(second.name);
    await expect
      .poll(() => page.getByRole('row').nth(2).textContent(), { timeout: STEP_TIMEOUT })
      .toContain(first.name);

    const order = (await content()).allTeamMembers.map((m) => m.id);
    expect(order.slice(0, 2)).toEqual([second.id, first.id]);
    const home = await publicText('/', [first.name, second.name]);
    expect(home.indexOf(second.name)).toBeLessThan(home.indexOf(first.name));
  });

  it("edits a home slide's title, then hides it with 'Visibile': the home page follows", async () => {
    const [slide] = original.allHeroSlides;
    const title = `Vieni a trovarci ${suffix}`;
    await openEdit('Slide', 'Gestione Slide', 'slides', slide.title, slide.id);
    await page.getByRole('heading', { name: 'Modifica Slide' }).waitFor();
    await expect
      .poll(() => field(page, 'Titolo').inputValue(), { timeout: STEP_TIMEOUT })
      .toBe(slide.title);
    await field(page, 'Titolo').fill(title);
    const visible = field(page, 'Visibile');
    if (!(await visible.isChecked())) await visible.check();
    await saveAndBackTo('slides');
    await row(title).waitFor();
    await publicText('/', [title]);

    await row(title).getByRole('link', { name: 'Modifica' }).click();
    await waitForPath(page, `/admin/slides/${slide.id}/edit`);
    await expect
      .poll(() => field(page, 'Titolo').inputValue(), { timeout: STEP_TIMEOUT })
      .toBe(title);
    await field(page, 'Visibile').uncheck();
    await saveAndBackTo('slides');
    await expect.poll(() => row(title).textContent(), { timeout: STEP_TIMEOUT }).toContain('No');
    // The other slides (or, with none left, the team) show that the page has loaded.
    const others = original.allHeroSlides.filter((s) => s.id !== slide.id && s.visible);
    const home = await publicText('/', [
      others.length ? others[0].title : original.allTeamMembers[1].name,
    ]);
    expect(home).not.toContain(title);
  });

  it("edits an activity's title: /attivita/{id} shows it", async () => {
    const [activity] = original.allActivities;
    const title = `Sostegno alle famiglie ${suffix}`;
    await openEdit('Attività', 'Gestione Attività', 'activities', activity.title, activity.id);
    await page.getByRole('heading', { name: 'Modifica Attività' }).waitFor();
    await expect
      .poll(() => field(page, 'Titolo').inputValue(), { timeout: STEP_TIMEOUT })
      .toBe(activity.title);
    // The body in the rich text editor.
    expect((await page.locator('.ProseMirror').textContent())?.trim()).not.toBe('');
    await field(page, 'Titolo').fill(title);
    await saveAndBackTo('activities');
    await row(title).waitFor();
    await publicText(`/attivita/${activity.id}`, [title]);
  });

  it("edits a service's title and adds a feature line: /servizi shows both", async () => {
    const [service] = original.allServices;
    const title = `Trasporto sanitario ${suffix}`;
    const feature = `Anche nei festivi ${suffix}`;
    await openEdit('Servizi', 'Gestione Servizi', 'services', service.title, service.id);
    await page.getByRole('heading', { name: 'Modifica Servizio' }).waitFor();
    await expect
      .poll(() => field(page, 'Titolo').inputValue(), { timeout: STEP_TIMEOUT })
      .toBe(service.title);
    await field(page, 'Titolo').fill(title);
    if (service.features.length >= 6) {
      // At most six lines: the last one makes room for the new one.
      await page.getByRole('button', { name: 'Rimuovi' }).last().click();
    }
    await page.getByRole('button', { name: 'Aggiungi' }).click();
    await page
      .getByLabel(/^Caratteristica/)
      .last()
      .fill(feature);
    await saveAndBackTo('services');
    await row(title).waitFor();
    await publicText('/servizi', [title, feature]);
  });

  it('edits an entry of the history timeline: /storia/comitato shows it', async () => {
    const [event] = original.allTimelineEvents;
    const title = `Nasce il gruppo giovani ${suffix}`;
    await openEdit('Storia del comitato', 'Storia del comitato', 'timeline', event.title, event.id);
    await page.getByRole('heading', { name: 'Modifica Evento della Storia' }).waitFor();
    await expect
      .poll(() => field(page, 'Titolo').inputValue(), { timeout: STEP_TIMEOUT })
      .toBe(event.title);
    await field(page, 'Titolo').fill(title);
    await saveAndBackTo('timeline');
    await row(title).waitFor();
    await publicText('/storia/comitato', [title]);
  });
});
