// Visit statistics on a deployment of many committees: each committee's pages are counted
// for that committee only, its report shows its own figures, and one committee turning
// the statistics off leaves the others counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../testing/site-build.js';
import { fetchAt } from '../../testing/api-client.js';
import { hostClient, PAVIA_COMMITTEE } from '../../testing/host-client.js';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { romeDay } from '../../platform/time/rome.js';

const DOMAIN = 'comitati.test';
const FIRST = `comitato.${DOMAIN}`;
const PAVIA = `pavia.${DOMAIN}`;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const today = romeDay(new Date());

let app: TestApp;
let firstToken: string;
let paviaToken: string;

const { at, login, newCommittee } = hostClient(() => app);

async function visit(host: string, path: string) {
  const response = await fetchAt(`${app.url}${path}`, {
    headers: { host, 'user-agent': BROWSER },
  });
  expect(response.status).toBe(200);
}

async function days(host: string, token: string) {
  const answer = await at(host, `/api/analytics?from=${today}&to=${today}`, { token });
  expect(answer.status).toBe(200);
  return answer.body.days;
}

beforeAll(async () => {
  const site = await buildSite();
  app = await createTestApp({
    platformDomain: DOMAIN,
    webDist: site.webDist,
    webSsrEntry: site.webSsrEntry,
  });
  firstToken = await login(FIRST, app.config.adminUsername, TEST_ADMIN_PASSWORD);
  const pavia = { ...PAVIA_COMMITTEE, town: 'Pavia', province: 'PV', region: 'Lombardia' };
  paviaToken = (await newCommittee(FIRST, firstToken, pavia, PAVIA)).token;
}, 240_000);

afterAll(async () => {
  await app?.close();
});

describe('visit statistics per committee', () => {
  it("counts each committee's pages for it alone, and honours each one's switch", async () => {
    await visit(FIRST, '/');
    await visit(PAVIA, '/');
    await visit(PAVIA, '/news');
    await app.visits.flush();
    expect(await days(FIRST, firstToken)).toEqual([{ date: today, views: 1, visitors: 1 }]);
    expect(await days(PAVIA, paviaToken)).toEqual([{ date: today, views: 2, visitors: 1 }]);
    const paviaPages = await at(PAVIA, '/api/analytics', { token: paviaToken });
    expect(paviaPages.body.pages).toEqual([
      { path: '/', views: 1 },
      { path: '/news', views: 1 },
    ]);

    // Pavia turns the statistics off: the first committee is still counted.
    const settings = await at(PAVIA, '/api/settings', { token: paviaToken });
    const off = await at(PAVIA, '/api/settings', {
      method: 'PUT',
      token: paviaToken,
      json: { ...settings.body, analyticsEnabled: false },
    });
    expect(off.status).toBe(200);
    await visit(FIRST, '/news');
    await visit(PAVIA, '/');
    await app.visits.flush();
    expect(await days(FIRST, firstToken)).toEqual([{ date: today, views: 2, visitors: 1 }]);
    expect(await days(PAVIA, paviaToken)).toEqual([{ date: today, views: 2, visitors: 1 }]);
  });
});
