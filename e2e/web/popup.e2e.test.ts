// The donation popup in Chromium against the built server: it appears 10 s after the
// site loads, once per browser session (not after a reload or a move to another page),
// and 'Scopri Come Aiutarci' brings the visitor to the support section.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../support/browser.js';

const TITLE = 'Sostieni la Nostra Causa';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function popup(page: Page) {
  return page.getByRole('dialog', { name: TITLE });
}

describe('donation popup', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(browser, 'desktop');
    page = await context.newPage();
    await page.clock.install();
    await page.goto('/');
    await page.locator('#supporto').waitFor();
  });

  afterAll(async () => {
    await context?.close();
  });

  it('appears 10 s after load, not before', async () => {
    await page.clock.runFor(9_500);
    expect(await popup(page).count()).toBe(0);
    await page.clock.runFor(600);
    await popup(page).waitFor();
  });

  it("'Scopri Come Aiutarci' closes it and scrolls to the support section", async () => {
    await popup(page).getByRole('button', { name: 'Scopri Come Aiutarci' }).click();
    expect(await popup(page).count()).toBe(0);
    // From here the installed clock just flows in real time: the 300 ms delay, the
    // 500 ms scroll and the hero's 0.4 s CSS height transition (which the page clock
    // does not drive) then run side by side, as they do for a visitor. Jumping the
    // fake clock ahead would end the scroll before the hero has finished shrinking.
    const supportTop = () =>
      page.evaluate(() =>
        Math.round(document.getElementById('supporto')!.getBoundingClientRect().top),
      );
    await expect
      .poll(supportTop, { timeout: 10_000, interval: 200 })
      .toSatisfy((top: number) => top >= 78 && top <= 82);
    // And it stays there: nothing above moves the section once the scroll has settled.
    await page.waitForTimeout(1_500);
    expect(await supportTop()).toSatisfy((top: number) => top >= 78 && top <= 82);
  });

  it('does not come back in the same session, after a reload or on another page', async () => {
    await page.reload();
    await page.locator('#supporto').waitFor();
    await page.clock.runFor(15_000);
    expect(await popup(page).count()).toBe(0);
    await page.goto('/news');
    await page.clock.runFor(15_000);
    expect(await popup(page).count()).toBe(0);
  });

  it('closes with Forse più tardi, with X and on the backdrop in a new session', async () => {
    for (const close of ['Forse più tardi', 'Chiudi', 'backdrop']) {
      const fresh = await newContext(browser, 'mobile');
      const tab = await fresh.newPage();
      await tab.clock.install();
      await tab.goto('/');
      await tab.locator('#supporto').waitFor();
      await tab.clock.runFor(10_100);
      const dialog = popup(tab);
      await dialog.waitFor();
      if (close === 'backdrop') await tab.mouse.click(5, 5);
      else await dialog.getByRole('button', { name: close }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await fresh.close();
    }
  });
});
