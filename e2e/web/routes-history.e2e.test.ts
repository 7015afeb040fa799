// The history routes in a real browser: the chapter video reaches YouTube only after
// the visitor's click, the whole path (chapters, quiz, results, completion) works
// with the keyboard, axe stays clean on each screen of the quiz, and the committee
// timeline scrolls horizontally with the keyboard.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockExternalRequests,
  expectNoSeriousA11yViolations,
  launchBrowser,
  newContext,
} from '../support/browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('/storia/croce-rossa', () => {
  it('contatta YouTube solo dopo il clic sul video', async () => {
    const context = await newContext(browser, 'mobile');
    const blocked = await blockExternalRequests(context);
    const page = await context.newPage();
    await page.goto('/storia/croce-rossa', { waitUntil: 'networkidle' });
    await page
      .getByRole('heading', { level: 2, name: 'Benvenuti nella storia della Croce Rossa' })
      .waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    expect(blocked).toEqual([]);

    const popup = context.waitForEvent('page');
    await page.getByRole('link', { name: /Guarda i video su YouTube/ }).click();
    await popup;
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
    expect(new URL(blocked[0]).host).toBe('www.youtube.com');
    await expect
      .poll(() => page.getByTestId('chapter-progress-percent').first().textContent())
      .toBe('100%');
    await context.close();
  });

  it('percorre capitoli, verifica, risultati e pagina finale', async () => {
    const context = await newContext(browser, 'desktop');
    // The walk takes longer than the donation popup's 10 s: mark it as already shown in this session.
    await context.addInitScript(() => sessionStorage.setItem('cri.donationPopupShown', '1'));
    const page = await context.newPage();
    await page.goto('/storia/croce-rossa', { waitUntil: 'networkidle' });

    await expect(
      page.getByRole('button', { name: /Capitolo precedente/ }).isDisabled(),
    ).resolves.toBe(true);
    await page
      .getByRole('navigation', { name: 'Tappe del percorso' })
      .getByRole('button', { name: /1862/ })
      .click();
    await page.getByRole('button', { name: /Henry Dunant/ }).click();
    await expect.poll(() => page.getByTestId('chapter-progress-percent').textContent()).toBe('33%');
    await expectNoSeriousA11yViolations(page, 'capitolo con schede aperte');

    await page
      .getByRole('navigation', { name: 'Tappe del percorso' })
      .getByRole('button', { name: /Oggi/ })
      .click();
    await page.getByRole('button', { name: /I nostri numeri/ }).click();
    await expect
      .poll(() => page.getByTestId('history-stat-value').allTextContents(), { timeout: 5000 })
      .toEqual(['262', '135', '136', '154']);
    await page.getByRole('button', { name: /Verifica finale/ }).click();

    await page.getByText('Domanda 1 di 4').waitFor();
    await expectNoSeriousA11yViolations(page, 'verifica finale');
    // A wrong answer: feedback, then back to the first question.
    await page.getByRole('button', { name: '1848' }).click();
    await page.getByText('Risposta errata. Riprova da capo!').waitFor();
    await page.getByText('Domanda 1 di 4').waitFor();
    await expect.poll(() => page.getByRole('status').textContent(), { timeout: 4000 }).toBe('');

    for (const answer of ['1859', 'Un ricordo di Solferino', 'Milano', 'Umanità']) {
      // Keyboard: the options are buttons reachable and pressed with Enter.
      const option = page.getByRole('button', { name: answer, exact: true });
      await option.focus();
      await page.keyboard.press('Enter');
      await page.getByText('Risposta corretta! Procediamo...').waitFor();
    }
    await page.getByRole('heading', { name: 'Verifica completata' }).waitFor({ timeout: 5000 });
    expect(await page.getByTestId('results-points').textContent()).toBe('80');
    await expectNoSeriousA11yViolations(page, 'risultati');
    await page.getByRole('button', { name: 'Continua' }).click();
    await page.getByRole('heading', { name: 'Congratulazioni!' }).waitFor();
    expect(await page.getByRole('link', { name: 'Diventa volontario' }).getAttribute('href')).toBe(
      '/#contatti',
    );
    await expectNoSeriousA11yViolations(page, 'pagina finale');
    await page.getByRole('button', { name: 'Ricomincia il percorso' }).click();
    await page
      .getByRole('heading', { level: 2, name: 'Benvenuti nella storia della Croce Rossa' })
      .waitFor();
    await context.close();
  });
});

describe('/storia/comitato', () => {
  it('la cronologia scorre in orizzontale con la tastiera', async () => {
    const context = await newContext(browser, 'mobile');
    const page = await context.newPage();
    await page.goto('/storia/comitato', { waitUntil: 'networkidle' });
    const region = page.getByRole('region', { name: /Cronologia del comitato/ });
    await region.locator('li').first().waitFor();
    expect(await region.locator('li').count()).toBe(5);
    const scrollLeft = () => region.evaluate((el: HTMLElement) => el.scrollLeft);
    expect(await scrollLeft()).toBe(0);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('End');
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await context.close();
  });
});
