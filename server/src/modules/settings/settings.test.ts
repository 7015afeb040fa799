// The settings over REST and GraphQL: the public read (demo values at first start), the
// whole-object update with every rule and its Italian message keyed by the field's path,
// nothing saved from an invalid request, the public cache seeing a change at the next
// request; the committee's facts, its privacy notice (sanitised, dated when it changes)
// and the footer's links; the first-run checklist and the administrator's own password
// change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { bootstrapData } from '../../bootstrap.js';
import {
  badTokenKinds,
  badTokens,
  call,
  graphql,
  signedInUser,
  type Json,
} from '../../testing/api-client.js';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = await app.loginAsAdmin();
});

afterAll(async () => {
  await app.close();
});

const SETTINGS_FIELDS = `id name shortName town serviceArea foundedYear peopleCount vehicleCount
  youthMinAge youthMaxAge switchboardAlwaysOpen switchboardHours
  historyStats { volunteers women services emergencies }
  address { street postalCode town province } bookingPhone bookingPhoneTollFree phone email pec fiscalCode
  bank { accountHolder name iban } cardDonationUrl nationalSiteUrl historyVideoYoutubeId
  socials { facebook instagram youtube x tiktok linkedin } dataController { name address email }
  contactRetentionMonths accessibilityReviewDate privacyNotice privacyNoticeUpdatedOn
  footerCredits footerLinks { label url } updatedAt`;

async function current(): Promise<Json> {
  return (await call(app.url, '/api/settings')).body;
}

describe('GET /api/settings', () => {
  it('answers the demo settings, under the REST field names, even with SEED=false', async () => {
    const settings = await current();
    expect(settings).toMatchObject({
      _id: 1,
      id: 1,
      name: 'Croce Rossa Italiana – Comitato di Valdoria',
      shortName: 'CRI Valdoria',
      foundedYear: 1980,
      address: {
        street: 'Via dei Volontari 12',
        postalCode: '00100',
        town: 'Valdoria',
        province: 'VD',
      },
      phone: '0123 456789',
      fiscalCode: '01234567897',
      bank: { iban: 'IT60X0542811101000000123456' },
      socials: { facebook: 'https://www.facebook.com/crivaldoria', x: null },
      dataController: { email: 'valdoria@cri.it' },
      contactRetentionMonths: 24,
      accessibilityReviewDate: '2026-11-20',
      historyVideoYoutubeId: null,
    });
    expect(typeof settings.updatedAt).toBe('string');
  });

  it("answers the public spec's committee facts, privacy notice and footer as the demo's defaults", async () => {
    const settings = await current();
    expect(settings).toMatchObject({
      peopleCount: 300,
      vehicleCount: 20,
      youthMinAge: 14,
      youthMaxAge: 32,
      switchboardAlwaysOpen: true,
      switchboardHours: null,
      historyStats: { volunteers: 262, women: 135, services: 136, emergencies: 154 },
      bookingPhone: '800 123 456',
      bookingPhoneTollFree: true,
      privacyNoticeUpdatedOn: '2025-06-13',
      footerCredits: 'Sito realizzato dai volontari del comitato',
      footerLinks: [
        { label: 'Corsi e progetti', url: '/progetti' },
        { label: 'News', url: '/news' },
        { label: 'La storia del comitato', url: '/storia/comitato' },
        { label: 'Amministrazione trasparente', url: '/trasparenza' },
      ],
    });
    const notice = settings.privacyNotice as string;
    // Today's GDPR text, filled from the settings.
    expect(notice).toContain(
      'Il titolare del trattamento è Croce Rossa Italiana – Comitato di Valdoria ODV, con sede in Via dei Volontari 12, 00100 Valdoria (VD), codice fiscale 01234567897.',
    );
    expect(notice).toContain('<a href="mailto:valdoria@cri.it">valdoria@cri.it</a>');
    expect(notice).toContain('non oltre 24 mesi dall’ultimo contatto');
    for (const heading of [
      '1. Titolare del trattamento',
      '2. Finalità e base giuridica',
      '3. Modalità del trattamento',
      '4. Periodo di conservazione',
      '5. Diritti dell’interessato',
      '6. Comunicazione e diffusione dei dati',
    ]) {
      expect(notice).toContain(`<h2>${heading}</h2>`);
    }
  });
});

describe('PUT /api/settings', () => {
  it('takes the whole object as GET returns it, normalises the IBAN and answers the saved one', async () => {
    const settings = await current();
    const answer = await call(app.url, '/api/settings', {
      method: 'PUT',
      json: {
        ...settings,
        name: 'Croce Rossa Italiana – Comitato di Monteverde',
        phone: '+39 06 1234567',
        fiscalCode: 'rssmra85t10a562s',
        bank: { ...(settings.bank as Json), iban: 'it60 x054 2811 1010 0000 0123 456' },
        address: { ...(settings.address as Json), province: 'rm' },
        socials: {
          ...(settings.socials as Json),
          tiktok: 'https://www.tiktok.com/@cri',
          youtube: '',
        },
        historyVideoYoutubeId: 'dQw4w9WgXcQ',
        accessibilityReviewDate: '2026-09-30',
        contactRetentionMonths: 12,
      },
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      _id: 1,
      name: 'Croce Rossa Italiana – Comitato di Monteverde',
      phone: '+39 06 1234567',
      fiscalCode: 'RSSMRA85T10A562S',
      bank: { iban: 'IT60X0542811101000000123456' },
      address: { province: 'RM' },
      socials: { tiktok: 'https://www.tiktok.com/@cri', youtube: null },
      historyVideoYoutubeId: 'dQw4w9WgXcQ',
      accessibilityReviewDate: '2026-09-30',
      contactRetentionMonths: 12,
    });
    // The public cache shows it at the next request.
    expect((await current()).name).toBe('Croce Rossa Italiana – Comitato di Monteverde');
  });

  it('answers 400 keyed by field path for every invalid field, and saves nothing', async () => {
    const before = await current();
    const answer = await call(app.url, '/api/settings', {
      method: 'PUT',
      json: {
        ...before,
        name: '',
        foundedYear: 1200,
        address: { street: 'Via Roma 1', postalCode: '0010', town: 'Roma', province: 'ROM' },
        bookingPhone: '800-123',
        phone: 'chiamaci',
        email: 'non-una-mail',
        pec: 'pec@',
        fiscalCode: '01234567890',
        bank: { accountHolder: 'A', name: 'B', iban: 'IT61X0542811101000000123456' },
        cardDonationUrl: 'javascript:alert(1)',
        nationalSiteUrl: 'ftp://cri.it',
        historyVideoYoutubeId: 'corto',
        socials: { facebook: 'javascript:alert(1)' },
        dataController: { name: 'T', address: 'Via', email: 'x' },
        contactRetentionMonths: 121,
        accessibilityReviewDate: '2026-02-30',
      },
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Dati non validi',
      errors: {
        name: 'Il nome del comitato è obbligatorio',
        foundedYear: "L'anno di fondazione deve essere un anno tra 1864 e oggi",
        'address.postalCode': 'Il CAP deve essere di 5 cifre',
        'address.province': 'La provincia deve essere di 2 lettere (es. RM)',
        bookingPhone: 'Il numero di telefono può contenere solo cifre, spazi e il prefisso +',
        phone: 'Il numero di telefono può contenere solo cifre, spazi e il prefisso +',
        email: "L'indirizzo e-mail non è valido",
        pec: "L'indirizzo PEC non è valido",
        fiscalCode:
          'Il codice fiscale non è valido: 11 cifre per un ente, 16 caratteri per una persona, con il carattere di controllo corretto',
        'bank.iban': "L'IBAN non è valido (controlla le cifre: un IBAN italiano ha 27 caratteri)",
        cardDonationUrl: "L'indirizzo deve iniziare con http:// o https://",
        nationalSiteUrl: "L'indirizzo deve iniziare con http:// o https://",
        historyVideoYoutubeId:
          "L'identificativo del video YouTube deve avere 11 caratteri (lettere, cifre, - e _)",
        'socials.facebook': "L'indirizzo deve iniziare con http:// o https://",
        'dataController.email': "L'indirizzo e-mail non è valido",
        contactRetentionMonths:
          'I mesi di conservazione devono essere un numero intero tra 1 e 120',
        accessibilityReviewDate: 'La data deve essere una data reale nel formato AAAA-MM-GG',
      },
    });
    expect(await current()).toEqual(before);
  });

  it('checks IBAN length, both fiscal code forms and missing groups', async () => {
    const before = await current();
    const put = (changes: Json) =>
      call(app.url, '/api/settings', { method: 'PUT', json: { ...before, ...changes }, token });
    const bank = before.bank as Json;
    expect(
      (await put({ bank: { ...bank, iban: 'IT60X054281110100000012345' } })).body.errors,
    ).toEqual({
      'bank.iban': "L'IBAN non è valido (controlla le cifre: un IBAN italiano ha 27 caratteri)",
    });
    expect((await put({ fiscalCode: '13669721006' })).status).toBe(200);
    expect((await put({ fiscalCode: '13669721007' })).status).toBe(400);
    expect((await put({ fiscalCode: 'RSSMRA85T10A562T' })).status).toBe(400);
    expect((await put({ fiscalCode: 'MRTMTT91D08F205J' })).status).toBe(200);
    const missing = await put({ address: null, bank: 'no' });
    expect(missing.body.errors).toMatchObject({
      address: "L'indirizzo è obbligatorio",
      bank: 'I dati bancari sono obbligatori',
    });
  });

  it.each(badTokenKinds)('refuses a %s token (401)', async (kind) => {
    const bad = await badTokens(app);
    const answer = await call(app.url, '/api/settings', {
      method: 'PUT',
      json: await current(),
      token: bad[kind],
    });
    expect(answer.status).toBe(401);
  });
});

describe("the committee's facts, privacy notice and footer", () => {
  const put = async (changes: Json) =>
    call(app.url, '/api/settings', {
      method: 'PUT',
      json: { ...(await current()), ...changes },
      token,
    });

  it('saves the facts; the switchboard hours only when not 24/7, the toll-free flag only with a number', async () => {
    const answer = await put({
      peopleCount: 120,
      vehicleCount: 7,
      youthMinAge: 16,
      youthMaxAge: 30,
      switchboardAlwaysOpen: false,
      switchboardHours: '  dal lunedì al venerdì, dalle 8 alle 20  ',
      historyStats: { volunteers: 90, women: 40, services: 1200, emergencies: 12 },
      bookingPhone: '',
      bookingPhoneTollFree: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      peopleCount: 120,
      vehicleCount: 7,
      youthMinAge: 16,
      youthMaxAge: 30,
      switchboardAlwaysOpen: false,
      switchboardHours: 'dal lunedì al venerdì, dalle 8 alle 20',
      historyStats: { volunteers: 90, women: 40, services: 1200, emergencies: 12 },
      bookingPhone: null,
      bookingPhoneTollFree: false,
    });
    const always = await put({ switchboardAlwaysOpen: true, bookingPhone: '0123 400500' });
    expect(always.body).toMatchObject({
      switchboardAlwaysOpen: true,
      switchboardHours: null,
      bookingPhone: '0123 400500',
      bookingPhoneTollFree: false,
    });
    expect((await current()).peopleCount).toBe(120);
  });

  it('refuses facts out of range with Italian messages keyed by path, and saves nothing', async () => {
    const before = await current();
    const answer = await put({
      peopleCount: -1,
      vehicleCount: 2.5,
      youthMinAge: 0,
      youthMaxAge: 12,
      switchboardAlwaysOpen: false,
      switchboardHours: '   ',
      historyStats: { volunteers: 'tanti', women: 1, services: 1, emergencies: 2_000_000 },
      bookingPhoneTollFree: 'sì',
      privacyNotice: '<script>alert(1)</script>',
      footerCredits: 'c'.repeat(301),
      footerLinks: [
        { label: '', url: '/news' },
        { label: 'Esterno', url: 'javascript:alert(1)' },
        { label: 'Altro sito', url: '//evil.example' },
        'non un link',
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      peopleCount: 'Il numero di volontari e operatori deve essere un numero intero tra 0 e 100000',
      vehicleCount: 'Il numero di mezzi deve essere un numero intero tra 0 e 1000',
      youthMinAge: "L'età minima del Gruppo Giovani deve essere un numero intero tra 1 e 99",
      switchboardHours: 'Indica gli orari del centralino, se non è attivo 24 ore su 24',
      'historyStats.volunteers': 'Il numero deve essere un intero tra 0 e 1000000',
      'historyStats.emergencies': 'Il numero deve essere un intero tra 0 e 1000000',
      bookingPhoneTollFree:
        'Indica se il numero per le prenotazioni è un numero verde (vero o falso)',
      footerCredits: 'Il testo dei crediti può avere al massimo 300 caratteri',
      'footerLinks.3': 'Ogni link del piè di pagina deve avere un testo e un collegamento',
      'footerLinks.0.label': 'Il testo del link è obbligatorio',
      'footerLinks.1.url':
        'Il collegamento deve essere una pagina del sito (/news, /#contatti) o un indirizzo http(s)',
      'footerLinks.2.url':
        'Il collegamento deve essere una pagina del sito (/news, /#contatti) o un indirizzo http(s)',
    });
    const ages = await put({ youthMinAge: 18, youthMaxAge: 16 });
    expect(ages.body.errors).toEqual({
      youthMaxAge:
        "L'età massima del Gruppo Giovani deve essere un numero intero tra 1 e 99, non inferiore all'età minima",
    });
    const tooMany = await put({
      footerLinks: Array.from({ length: 13 }, (_, index) => ({ label: `L${index}`, url: '/news' })),
    });
    expect(tooMany.body.errors).toEqual({
      footerLinks: 'I link del piè di pagina devono essere un elenco di al massimo 12 link',
    });
    // Nothing of the notice survives sanitising: as good as empty.
    const empty = await put({ privacyNotice: '<script>alert(1)</script>' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      privacyNotice: "Il testo dell'informativa sulla privacy è obbligatorio",
    });
    expect(await current()).toEqual(before);
  });

  it('sanitises the privacy notice and dates it (Rome) only when its text changes', async () => {
    const before = await current();
    // The same text with other white space between its tags is the same notice.
    const reformatted = await put({
      privacyNotice: (before.privacyNotice as string).replace(/<h2>/g, '\n  <h2>'),
      name: 'Croce Rossa Italiana – Comitato di Valdoria',
    });
    expect(reformatted.status).toBe(200);
    expect(reformatted.body.privacyNoticeUpdatedOn).toBe('2025-06-13');

    const changed = await put({
      privacyNotice:
        '<h2 onclick="alert(1)">Titolare</h2><p>Scrivi a <a href="javascript:alert(1)">noi</a> o a <a href="mailto:dpo@cri.it" target="_blank">dpo@cri.it</a>.</p><script>alert(1)</script>',
      privacyNoticeUpdatedOn: '2001-01-01',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.privacyNotice).toBe(
      '<h2>Titolare</h2><p>Scrivi a <a>noi</a> o a <a href="mailto:dpo@cri.it">dpo@cri.it</a>.</p>',
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    expect(changed.body.privacyNoticeUpdatedOn).toBe(today);
    expect((await current()).privacyNoticeUpdatedOn).toBe(today);
  });

  it('saves the footer: credits (empty is none) and links in order, trimmed', async () => {
    const answer = await put({
      footerCredits: '',
      footerLinks: [
        { label: ' Diventa volontario ', url: ' /#attivita ' },
        { label: 'Croce Rossa Europea', url: 'https://www.redcross.eu' },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      footerCredits: null,
      footerLinks: [
        { label: 'Diventa volontario', url: '/#attivita' },
        { label: 'Croce Rossa Europea', url: 'https://www.redcross.eu' },
      ],
    });
  });

  it('reads and updates the same fields over GraphQL, with the messages in extensions', async () => {
    const read = await graphql(app.url, `{ settings { ${SETTINGS_FIELDS} } }`);
    const settings = read.data?.settings as Json;
    const { id: _id, updatedAt: _updatedAt, privacyNoticeUpdatedOn: _on, ...input } = settings;
    const mutation = `
      mutation ($input: SettingsInput!) {
        updateSettings(input: $input) {
          vehicleCount
          switchboardAlwaysOpen
          switchboardHours
          historyStats {
            volunteers
          }
          footerLinks {
            label
            url
          }
          privacyNotice
          privacyNoticeUpdatedOn
        }
      }
    `;
    const invalid = await graphql(
      app.url,
      mutation,
      {
        input: {
          ...input,
          vehicleCount: 1001,
          footerLinks: [{ label: 'Sito', url: 'ftp://cri.it' }],
        },
      },
      token,
    );
    expect(invalid.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION',
      fields: {
        vehicleCount: 'Il numero di mezzi deve essere un numero intero tra 0 e 1000',
        'footerLinks.0.url':
          'Il collegamento deve essere una pagina del sito (/news, /#contatti) o un indirizzo http(s)',
      },
    });
    const saved = await graphql(
      app.url,
      mutation,
      {
        input: {
          ...input,
          vehicleCount: 33,
          switchboardAlwaysOpen: false,
          switchboardHours: 'tutti i giorni dalle 7 alle 22',
          historyStats: { ...(input.historyStats as Json), volunteers: 301 },
          footerLinks: [{ label: 'Servizi', url: '/servizi' }],
          privacyNotice: '<p>Nuova informativa</p>',
        },
      },
      token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateSettings).toMatchObject({
      vehicleCount: 33,
      switchboardAlwaysOpen: false,
      switchboardHours: 'tutti i giorni dalle 7 alle 22',
      historyStats: { volunteers: 301 },
      footerLinks: [{ label: 'Servizi', url: '/servizi' }],
      privacyNotice: '<p>Nuova informativa</p>',
    });
    const again = await graphql(
      app.url,
      `
        {
          settings {
            vehicleCount
            privacyNotice
          }
        }
      `,
    );
    expect(again.data?.settings).toEqual({
      vehicleCount: 33,
      privacyNotice: '<p>Nuova informativa</p>',
    });
  });
});

describe('GraphQL settings', () => {
  it('reads publicly, updates as admin (errors by path in extensions), cache sees the change', async () => {
    const read = await graphql(app.url, `{ settings { ${SETTINGS_FIELDS} } }`);
    const settings = read.data?.settings as Json;
    expect(settings.id).toBe('1');
    const { id: _id, updatedAt: _updatedAt, privacyNoticeUpdatedOn: _on, ...input } = settings;
    const invalid = await graphql(
      app.url,
      `
        mutation ($input: SettingsInput!) {
          updateSettings(input: $input) {
            name
          }
        }
      `,
      { input: { ...input, bank: { ...(input.bank as Json), iban: 'IT00 0000' } } },
      token,
    );
    expect(invalid.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION',
      fields: {
        'bank.iban': "L'IBAN non è valido (controlla le cifre: un IBAN italiano ha 27 caratteri)",
      },
    });
    const denied = await graphql(
      app.url,
      `
        mutation ($input: SettingsInput!) {
          updateSettings(input: $input) {
            name
          }
        }
      `,
      { input },
    );
    expect(denied.errors?.[0].extensions.status).toBe(401);
    const saved = await graphql(
      app.url,
      `
        mutation ($input: SettingsInput!) {
          updateSettings(input: $input) {
            phone
            bank {
              iban
            }
          }
        }
      `,
      {
        input: {
          ...input,
          phone: '0123 999999',
          bank: { ...(input.bank as Json), iban: 'GB82 WEST 1234 5698 7654 32' },
        },
      },
      token,
    );
    expect(saved.data?.updateSettings).toEqual({
      phone: '0123 999999',
      bank: { iban: 'GB82WEST12345698765432' },
    });
    const again = await graphql(app.url, `{ settings { ${SETTINGS_FIELDS} } }`);
    expect((again.data?.settings as Json).phone).toBe('0123 999999');
  });
});

describe('first-run checklist and own password', () => {
  it('lists what still holds demo values; the generated password flag follows changes', async () => {
    const fresh = await createTestApp({ adminPassword: undefined });
    try {
      // createTestApp's admin has a chosen password; a first start without one generates it.
      await fresh.em().getConnection().execute('delete from users');
      const { generatedAdminPassword } = await bootstrapData({
        em: fresh.em(),
        storage: fresh.storage,
        config: fresh.config,
        logger: pino({ level: 'silent' }),
      });
      const password = generatedAdminPassword as string;
      const login = await call(fresh.url, '/api/auth/login', {
        json: { username: fresh.config.adminUsername, password },
      });
      const admin = login.body.token as string;
      const other = (
        await call(fresh.url, '/api/auth/login', {
          json: { username: fresh.config.adminUsername, password },
        })
      ).body.token as string;
      const checklist = async (auth: string) =>
        (await graphql(fresh.url, '{ setupChecklist { key label done } }', {}, auth)).data
          ?.setupChecklist as unknown as Json[];
      const items = await checklist(admin);
      expect(items.map((item) => [item.key, item.done])).toEqual([
        ['name', false],
        ['iban', false],
        ['fiscalCode', false],
        ['email', false],
        ['adminPassword', false],
      ]);
      expect(items[0].label).toBe('Il nome del comitato è ancora quello dimostrativo');
      const anonymous = await graphql(fresh.url, '{ setupChecklist { key } }');
      expect(anonymous.errors?.[0].extensions.status).toBe(401);

      const change = (current: string, next: string, auth: string) =>
        graphql(
          fresh.url,
          `
            mutation ($c: String!, $n: String!) {
              changePassword(currentPassword: $c, newPassword: $n)
            }
          `,
          { c: current, n: next },
          auth,
        );
      const wrong = await change('sbagliata', 'una-password-lunga', admin);
      expect(wrong.errors?.[0].extensions).toMatchObject({
        code: 'VALIDATION',
        status: 400,
        fields: { currentPassword: 'La password attuale non è corretta' },
      });
      const short = await change(password, 'corta', admin);
      expect(short.errors?.[0].extensions.fields).toEqual({
        newPassword: 'La password deve avere almeno 12 caratteri',
      });
      expect((await change(password, 'una-password-lunga', admin)).data).toEqual({
        changePassword: true,
      });
      // The session in use stays; the user's other sessions are revoked.
      expect((await checklist(admin)).find((item) => item.key === 'adminPassword')?.done).toBe(
        true,
      );
      const revoked = await graphql(fresh.url, '{ setupChecklist { key } }', {}, other);
      expect(revoked.errors?.[0].extensions.status).toBe(401);
      const relogin = await call(fresh.url, '/api/auth/login', {
        json: { username: fresh.config.adminUsername, password: 'una-password-lunga' },
      });
      expect(relogin.status).toBe(200);

      const settings = await call(fresh.url, '/api/settings');
      await call(fresh.url, '/api/settings', {
        method: 'PUT',
        json: { ...settings.body, name: 'Comitato di Monteverde', email: 'monteverde@cri.it' },
        token: admin,
      });
      expect((await checklist(admin)).filter((item) => item.done).map((item) => item.key)).toEqual([
        'name',
        'email',
        'adminPassword',
      ]);
    } finally {
      await fresh.close();
    }
  });

  it('a chosen first password is not flagged', async () => {
    const items = (await graphql(app.url, '{ setupChecklist { key done } }', {}, token)).data
      ?.setupChecklist as unknown as Json[];
    expect(items.find((item) => item.key === 'adminPassword')?.done).toBe(true);
    expect(TEST_ADMIN_PASSWORD.length).toBeGreaterThanOrEqual(12);
  });

  it('is refused to an editor (403), as the settings it is about', async () => {
    const editor = await signedInUser(app, token, {
      name: 'Elena Redattrice',
      username: 'elena-checklist',
      email: 'elena-checklist@example.org',
      role: 'editor',
      password: 'girasoli-di-campagna-4',
    });
    const answer = await graphql(app.url, '{ setupChecklist { key } }', {}, editor.token);
    expect(answer.data?.setupChecklist ?? null).toBeNull();
    expect(answer.errors?.[0].extensions.status).toBe(403);
  });
});
