// /accessibilita in Chromium against the built server: the statement in AgID's
// structure with the committee's name and e-mail and the review date from the
// settings (GET /api/settings), reached from the footer, and axe clean.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  blockExternalRequests,
  expectNoSeriousA11yViolations,
  launchBrowser,
  newContext,
  type ViewportName,
} from '../support/browser.js';

/** Page loads and lazy chunks on a shared 2-core machine can take seconds. */
const UI_WAIT = { timeout: 10_000 };

interface Settings {
  name: string;
  email: string;
  accessibilityReviewDate: string | null;
}

let browser: Browser;
let settings: Settings;

beforeAll(async () => {
  browser = await launchBrowser();
  const response = await fetch(`${baseURL()}/api/settings`);
  if (!response.ok) throw new Error(`GET /api/settings: ${response.status}`);
  settings = (await response.json()) as Settings;
});

afterAll(async () => {
  await browser?.close();
});

describe.each<ViewportName>(['mobile', 'desktop'])(
  'dichiarazione di accessibilità (%s)',
  (viewport) => {
    let context: BrowserContext;
    let external: string[];

    beforeAll(async () => {
      context = await newContext(browser, viewport);
      external = await blockExternalRequests(context);
    });

    afterAll(async () => {
      await context?.close();
    });

    it('is linked from the footer and follows the AgID model with the settings', async () => {
      const page = await context.newPage();
      await page.goto('/privacy');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Dichiarazione di accessibilità' })
        .click();
      await page.waitForURL('**/accessibilita', UI_WAIT);

      await expect
        .poll(() => page.locator('h1').innerText(), UI_WAIT)
        .toBe('Dichiarazione di accessibilità');
      expect(await page.title()).toBe(`Dichiarazione di accessibilità | ${settings.name}`);

      for (const heading of [
        'Stato di conformità',
        'Contenuti non accessibili',
        'Redazione della dichiarazione di accessibilità',
        'Meccanismo di feedback e recapiti',
        'Informazioni sul sito',
      ]) {
        await page.getByRole('heading', { level: 2, name: heading }).waitFor(UI_WAIT);
      }
      const conformity = page.getByRole('region', { name: 'Stato di conformità' });
      expect(await conformity.innerText()).toMatch(/conforme[\s\S]*WCAG\) 2\.1, livello AA/);

      const feedback = page.getByRole('region', { name: 'Meccanismo di feedback e recapiti' });
      expect(await feedback.getByRole('link', { name: settings.email }).getAttribute('href')).toBe(
        `mailto:${settings.email}`,
      );
      expect(await feedback.innerText()).toContain('procedura di attuazione');

      const preparation = page.getByRole('region', { name: /Redazione della dichiarazione/ });
      const reviewed = settings.accessibilityReviewDate;
      if (reviewed) {
        const time = preparation.locator('time');
        expect(await time.getAttribute('datetime')).toBe(reviewed);
        const expected = new Intl.DateTimeFormat('it-IT', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${reviewed}T12:00:00Z`));
        expect(await time.innerText()).toBe(expected);
      } else {
        expect(await preparation.innerText()).toContain('non ancora indicato');
      }
      expect(
        await page.getByRole('region', { name: 'Informazioni sul sito' }).innerText(),
      ).toContain(settings.name);

      await page.waitForTimeout(600);
      await expectNoSeriousA11yViolations(page, `/accessibilita (${viewport})`);
      expect(external).toEqual([]);
      await page.close();
    });
  },
);
