// The shared navigation in Chromium against the built server: the header turns white
// after 30 px; section items scroll to their section 80 px below the top, on the home
// page and from another route; hash links and the contacts session flag land the
// same way; the phone menu locks page scroll and closes on an outside tap and Escape.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../support/browser.js';

/** Distance of the section's top from the viewport's top, in px. */
function sectionTop(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (sectionId) => Math.round(document.getElementById(sectionId)!.getBoundingClientRect().top),
    id,
  );
}

async function expectSectionAt80(page: Page, id: string) {
  await expect.poll(() => sectionTop(page, id), { timeout: 5000 }).toBeGreaterThanOrEqual(78);
  await expect.poll(() => sectionTop(page, id), { timeout: 5000 }).toBeLessThanOrEqual(82);
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('navigation (desktop)', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(browser, 'desktop');
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it('is transparent at the top and white after 30 px', async () => {
    await page.goto('/');
    await page.locator('#contatti').waitFor();
    const header = page.getByRole('banner');
    expect(await header.getAttribute('data-solid')).toBe('false');
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgba(0, 0, 0, 0)',
    );
    await page.evaluate(() => window.scrollTo(0, 30));
    await page.waitForTimeout(100);
    expect(await header.getAttribute('data-solid')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 31));
    await expect.poll(() => header.getAttribute('data-solid')).toBe('true');
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor), { timeout: 2000 })
      .toBe('rgb(255, 255, 255)');
  });

  it('scrolls to a section on the home page, 80 px below the top', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Corsi' })
      .click();
    await expectSectionAt80(page, 'corsi');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('from another route goes to / and then scrolls to the section', async () => {
    await page.goto('/trasparenza');
    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'News' })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectSectionAt80(page, 'news');
  });

  it('lands on the section of a /#hash link from another page', async () => {
    await page.goto('/attivita/1');
    await page
      .getByRole('link', { name: /Torna alle attività/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#attivita');
    await expectSectionAt80(page, 'attivita');
  });

  it('scrolls in-page hash links with the 80 px offset', async () => {
    await page.goto('/');
    await page.locator('#prenota-servizio').waitFor();
    await page.getByRole('link', { name: 'Scrivici dal modulo di contatto' }).click();
    await expectSectionAt80(page, 'contatti');
  });

  it('takes the logo back to the top of the home page', async () => {
    await page.getByRole('link', { name: /torna all'inizio/ }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
  });

  it('scrolls to the contacts 500 ms after load when the session flag is set', async () => {
    await page.evaluate(() => sessionStorage.setItem('cri.scrollToContacts', '1'));
    await page.goto('/');
    await expectSectionAt80(page, 'contatti');
    expect(await page.evaluate(() => sessionStorage.getItem('cri.scrollToContacts'))).toBeNull();
  });

  it('offers a skip link to the main content', async () => {
    await page.goto('/news');
    const skip = page.getByRole('link', { name: 'Salta al contenuto principale' });
    // React renders after the load event on a busy machine: Tab must find the page there.
    await page.locator('h1').waitFor();
    await page.keyboard.press('Tab');
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contenuto');
  });

  it('back and forward return to where the visitor was, also on the home page', async () => {
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.goto('/');
    const firstNews = page.locator('#news article a').first();
    await firstNews.waitFor();
    // The news section 200 px below the top; the hero shortens meanwhile, so aim again.
    for (let i = 0; i < 3; i += 1) {
      await page.evaluate(() =>
        window.scrollTo(
          0,
          document.getElementById('news')!.getBoundingClientRect().top + window.scrollY - 200,
        ),
      );
      await page.waitForTimeout(600);
    }
    const newsTop = await sectionTop(page, 'news');
    expect(newsTop).toBe(200);

    await firstNews.click();
    await page.waitForURL(/\/notizie\/\d+$/);
    await page.locator('h1').waitFor();
    await expect.poll(scrollY, { timeout: 5000 }).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect.poll(scrollY).toBe(150);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => sectionTop(page, 'news'), { timeout: 5000 }).toBe(newsTop);
    // It stays there once the page has settled (the hero's height, the sections' data).
    await page.waitForTimeout(1500);
    expect(await sectionTop(page, 'news')).toBe(newsTop);

    await page.goForward();
    await page.waitForURL(/\/notizie\/\d+$/);
    await expect.poll(scrollY, { timeout: 5000 }).toBe(150);

    // After a reload of the article, the home page's data has to come from the server
    // again, after the browser's own restoration attempt: slower here on purpose.
    await page.reload();
    await page.locator('h1').waitFor();
    await page.route('**/graphql', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    try {
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => sectionTop(page, 'news'), { timeout: 8000 }).toBe(newsTop);
      await page.waitForTimeout(1000);
      expect(await sectionTop(page, 'news')).toBe(newsTop);
    } finally {
      await page.unroute('**/graphql');
    }
  });

  it('keeps the position across a reload, and opens a new page at the top', async () => {
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.goto('/trasparenza');
    await page.locator('main article').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(scrollY).toBe(400);
    await page.reload();
    await page.locator('main article').first().waitFor();
    await expect.poll(scrollY, { timeout: 5000 }).toBe(400);

    await page.goto('/trasparenza');
    await page.locator('main article').first().waitFor();
    await page.waitForTimeout(500);
    expect(await scrollY()).toBe(0);
  });
});

describe('navigation with reduced motion', () => {
  it('jumps to sections at once and keeps the hero still', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.locator('#contatti').waitFor();
    const hero = page.locator('#home');
    // The server's HTML shows the sections at once; the app pauses the hero when it starts.
    await expect
      .poll(() => hero.getByRole('button', { name: 'Riprendi lo scorrimento automatico' }).count())
      .toBe(1);
    const slide = await hero.getByRole('group').getAttribute('aria-label');
    await page.waitForTimeout(6_500);
    expect(await hero.getByRole('group').getAttribute('aria-label')).toBe(slide);

    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Contatti' })
      .click();
    // No animation: the very next frame already shows the section in place, and it stays.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    for (const wait of [0, 600]) {
      await page.waitForTimeout(wait);
      const top = await sectionTop(page, 'contatti');
      expect(top).toBeGreaterThanOrEqual(78);
      expect(top).toBeLessThanOrEqual(82);
    }
    await context.close();
  });
});

describe('navigation (mobile menu)', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(browser, 'mobile');
    page = await context.newPage();
    await page.goto('/');
    await page.locator('#contatti').waitFor();
  });

  afterAll(async () => {
    await context?.close();
  });

  const toggle = () => page.getByRole('button', { name: /il menu/ });
  const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);

  it('hides the items behind an accessible toggle', async () => {
    expect(await toggle().getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('link', { name: 'Documenti' }).isVisible()).toBe(false);
  });

  it('opens full screen and locks page scroll', async () => {
    await toggle().click();
    await expect.poll(() => toggle().getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'Documenti' }).waitFor({ state: 'visible' });
    expect(await bodyOverflow()).toBe('hidden');
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    const box = (await nav.boundingBox())!;
    expect(Math.round(box.width)).toBe(390);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('closes on a tap outside its list', async () => {
    await page.mouse.click(200, 760);
    await expect.poll(() => toggle().getAttribute('aria-expanded')).toBe('false');
    expect(await bodyOverflow()).not.toBe('hidden');
  });

  it('closes on Escape', async () => {
    await toggle().click();
    await page.getByRole('link', { name: 'Documenti' }).waitFor({ state: 'visible' });
    // Open, the menu takes the keyboard focus on its first item (its behaviour, loaded
    // with its first opening, is in place): the key goes to it.
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label')),
      )
      .toBe('Navigazione principale');
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes and scrolls to the section when an item is tapped', async () => {
    await toggle().click();
    await page.getByRole('link', { name: 'Donazioni' }).click();
    await expect.poll(() => toggle().getAttribute('aria-expanded')).toBe('false');
    await expectSectionAt80(page, 'supporto');
  });
});
