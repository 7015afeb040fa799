// Accounts that look after themselves, against the real app on a real PostgreSQL and a
// real SMTP server started here: "Password dimenticata?" answers 202 with one message for
// known and unknown accounts alike and e-mails a link only to an active account with an
// address, limited per address (429) and per account; the link sets the password once,
// within the hour, ends the user's sessions and retires their other links; a user created
// without a password is invited (7 days) through the same mechanism; GraphQL alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server.js';
import { createTestApp, PROMPT_MAIL, testMail, type TestApp } from '../../testing/test-app.js';
import { defaultRateLimits } from '../../rate-limits.js';
import { call, graphql, type Json } from '../../testing/api-client.js';
import { passwordResetMessages } from './password-reset.service.js';
import { hashToken } from './tokens.js';

const PUBLIC_URL = 'https://comitato.example.org';
const LINK = /https:\/\/comitato\.example\.org\/admin\/reset-password#token=([A-Za-z0-9_-]+)/;

function configWith(smtpUrl: string | undefined): Partial<AppConfig> {
  return {
    publicUrl: PUBLIC_URL,
    // One proxy hop trusted: X-Forwarded-For names the client, so each test has its address.
    trustProxy: 1,
    rateLimits: { ...defaultRateLimits },
    mail: testMail(smtpUrl, PROMPT_MAIL),
  };
}

let smtp: SmtpTestServer;
let app: TestApp;
let admin: string;

const GIULIA = {
  name: 'Giulia Bianchi',
  username: 'giulia',
  email: 'Giulia.Bianchi@example.org',
  role: 'editor',
  password: 'cavalli-al-tramonto-7',
};

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await createTestApp(configWith(smtp.url));
  admin = await app.loginAsAdmin();
  expect((await call(app.url, '/api/users', { token: admin, json: GIULIA })).status).toBe(201);
  for (const user of [
    { name: 'Senza E-mail', username: 'senza-email', role: 'editor' },
    { name: 'Disattivato', username: 'disattivato', email: 'spento@example.org', active: false },
  ]) {
    const created = await call(app.url, '/api/users', {
      token: admin,
      json: { role: 'editor', password: GIULIA.password, ...user },
    });
    expect(created.status).toBe(201);
  }
});

afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

let address = 0;
/** A new client address (X-Forwarded-For) for each request that should not share a limit. */
const fresh = () => ({ 'x-forwarded-for': `198.51.100.${++address}` });

const forgot = (json: unknown, headers: Record<string, string> = fresh()) =>
  call(app.url, '/api/auth/forgot-password', { json, headers });

const reset = (token: string, password: string) =>
  call(app.url, '/api/auth/reset-password', { json: { token, password } });

const login = (username: string, password: string) =>
  call<Json & { token?: string }>(app.url, '/api/auth/login', {
    json: { username, password },
    headers: fresh(),
  });

/** Lets the worker send what is due, and returns the messages that arrived since `before`. */
async function mailSince(before: number) {
  await app.worker.tick();
  return smtp.received.slice(before);
}

function linkToken(text: string | undefined): string {
  const match = LINK.exec(text ?? '');
  if (!match) throw new Error(`nessun link nel messaggio:\n${text}`);
  return match[1];
}

/** Forgets the e-mails counted per account (the tests ask for more than an hour allows). */
async function forgetAccountLimits(): Promise<void> {
  await app
    .em()
    .getConnection()
    .execute(`delete from rate_limits where key like 'password-reset-user:%'`);
}

async function requestLink(json: unknown): Promise<string> {
  await forgetAccountLimits();
  const before = smtp.received.length;
  expect((await forgot(json)).status).toBe(202);
  const [mail] = await mailSince(before);
  expect(mail.envelope.to).toEqual([GIULIA.email]);
  return linkToken(mail.parsed.text);
}

describe('POST /api/auth/forgot-password', () => {
  it('answers 202 with the same message for known and unknown accounts', async () => {
    const before = smtp.received.length;
    const answers = await Promise.all([
      forgot({ username: 'giulia' }),
      forgot({ email: 'giulia.bianchi@EXAMPLE.org' }),
      forgot({ usernameOrEmail: 'Giulia' }),
      forgot({ username: 'nessuno' }),
      forgot({ email: 'nessuno@example.org' }),
      forgot({ username: 'senza-email' }),
      forgot({ username: 'disattivato' }),
      forgot({ email: 'g%@example.org' }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ message: passwordResetMessages.requested });
    }
    // Three e-mails, all to Giulia: none for the unknown, the one without an address, the disabled.
    const mails = await mailSince(before);
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.envelope.to).toEqual([GIULIA.email]);
      expect(mail.parsed.subject).toMatch(/^Nuova password per l'area riservata – /);
      expect(mail.parsed.text).toContain("entro un'ora");
      expect(mail.parsed.html).toMatch(LINK);
      linkToken(mail.parsed.text);
    }
    // The link is stored only hashed, and the message keeps no working link once sent.
    const rows = await app
      .em()
      .getConnection()
      .execute<{ text_body: string; html_body: string }[]>(
        `select text_body, html_body from mail_outbox where kind = 'password-reset'`,
      );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(row).toEqual({ text_body: '', html_body: '' });
  });

  it('refuses a request without a username or address (400)', async () => {
    const answer = await forgot({});
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ usernameOrEmail: passwordResetMessages.identifier });
  });

  it('is limited per address like the login (429 with Retry-After), and per account', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.50' };
    for (let i = 0; i < defaultRateLimits.passwordResetPerIp.limit; i += 1) {
      expect((await forgot({ username: 'nessuno' }, headers)).status).toBe(202);
    }
    const refused = await forgot({ username: 'nessuno' }, headers);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await forgot({ username: 'nessuno' })).status).toBe(202);

    // Giulia had 3 e-mails this hour already: further requests are answered, not sent.
    const before = smtp.received.length;
    expect((await forgot({ username: 'giulia' })).status).toBe(202);
    expect(await mailSince(before)).toHaveLength(0);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the password once, ends every session, and retires the other links', async () => {
    const session = (await login('giulia', GIULIA.password)).body.token as string;
    const first = await requestLink({ username: 'giulia' });
    const second = await requestLink({ username: 'giulia' });

    const wrong = await reset('non-un-token-valido', 'una-password-nuova-e-lunga');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: passwordResetMessages.invalidLink,
      errors: { token: passwordResetMessages.invalidLink },
    });

    const done = await reset(second, 'una-password-nuova-e-lunga');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: passwordResetMessages.done });
    expect((await call(app.url, '/api/news', { method: 'POST', token: session })).status).toBe(401);
    expect((await login('giulia', GIULIA.password)).status).toBe(401);
    expect((await login('giulia', 'una-password-nuova-e-lunga')).status).toBe(200);

    // Used twice, or an older link of the same user: refused.
    for (const token of [second, first]) {
      const again = await reset(token, 'ancora-un-altra-password-9');
      expect(again.status).toBe(400);
      expect(again.body.errors).toEqual({ token: passwordResetMessages.invalidLink });
    }
    expect((await login('giulia', 'una-password-nuova-e-lunga')).status).toBe(200);
  });

  it('refuses a link past its hour', async () => {
    const token = await requestLink({ email: GIULIA.email });
    await app
      .em()
      .getConnection()
      .execute(
        `update password_tokens set expires_at = now() - interval '1 second' where token_hash = ?`,
        [hashToken(token)],
      );
    const late = await reset(token, 'una-password-troppo-tardi');
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual({ token: passwordResetMessages.invalidLink });
  });

  it('lets one of two uses of a link at the same moment win', async () => {
    const token = await requestLink({ username: 'giulia' });
    const answers = await Promise.all([
      reset(token, 'prima-password-in-gara-1'),
      reset(token, 'seconda-password-in-gara-2'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });
});

describe('GraphQL forgotPassword and resetPassword', () => {
  it('sends the link and sets the password; errors as VALIDATION', async () => {
    await forgetAccountLimits();
    const before = smtp.received.length;
    const asked = await graphql(
      app.url,
      'mutation ($who: String!) { forgotPassword(usernameOrEmail: $who) }',
      { who: 'giulia' },
    );
    expect(asked.data).toEqual({ forgotPassword: passwordResetMessages.requested });
    const unknown = await graphql(
      app.url,
      'mutation ($who: String!) { forgotPassword(usernameOrEmail: $who) }',
      { who: 'nessuno' },
    );
    expect(unknown.data).toEqual({ forgotPassword: passwordResetMessages.requested });
    const [mail] = await mailSince(before);
    const token = linkToken(mail.parsed.text);
    const mutation =
      'mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }';
    const done = await graphql(app.url, mutation, {
      token,
      password: 'password-scelta-via-graphql',
    });
    expect(done.data).toEqual({ resetPassword: passwordResetMessages.done });
    const again = await graphql(app.url, mutation, { token, password: 'un-altra-ancora-sicura' });
    expect(again.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION',
      fields: { token: passwordResetMessages.invalidLink },
    });
    expect((await login('giulia', 'password-scelta-via-graphql')).status).toBe(200);
  });
});

describe('inviting a user created without a password', () => {
  it('e-mails a link valid 7 days with which the user chooses a password (REST and GraphQL)', async () => {
    const before = smtp.received.length;
    const created = await call(app.url, '/api/users', {
      token: admin,
      json: { name: 'Marco Verdi', username: 'marco', email: 'marco@example.org', role: 'admin' },
    });
    expect(created.status).toBe(201);
    const viaGraphql = await graphql(
      app.url,
      `
        mutation {
          createUser(name: "Sara Neri", username: "sara", email: "sara@example.org", role: editor) {
            id
          }
        }
      `,
      {},
      admin,
    );
    expect(viaGraphql.errors).toBeUndefined();
    const mails = await mailSince(before);
    expect(mails.map((m) => m.envelope.to[0]).sort()).toEqual([
      'marco@example.org',
      'sara@example.org',
    ]);
    const invitation = mails.find((m) => m.envelope.to[0] === 'marco@example.org')!;
    expect(invitation.parsed.subject).toMatch(/^Invito all'area riservata – /);
    expect(invitation.parsed.text).toContain('nome utente "marco", ruolo amministratore');
    expect(invitation.parsed.text).toContain('entro 7 giorni');
    const token = linkToken(invitation.parsed.text);
    const [row] = await app
      .em()
      .getConnection()
      .execute<{ purpose: string; days: string }[]>(
        `select purpose, extract(epoch from expires_at - created_at) / 86400 as days
         from password_tokens where token_hash = ?`,
        [hashToken(token)],
      );
    expect(row.purpose).toBe('invitation');
    expect(Math.round(Number(row.days))).toBe(7);

    // No one knows the password until the invited user chooses it.
    expect((await login('marco', '')).status).toBe(401);
    expect((await reset(token, 'marco-sceglie-la-sua-password')).status).toBe(200);
    expect((await login('marco', 'marco-sceglie-la-sua-password')).status).toBe(200);
  });

  it('needs an e-mail address, and a mail server', async () => {
    const noEmail = await call(app.url, '/api/users', {
      token: admin,
      json: { name: 'Senza Indirizzo', username: 'senza-indirizzo', role: 'editor' },
    });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errors).toEqual({ email: passwordResetMessages.invitationNeedsEmail });

    const offline = await createTestApp(configWith(undefined));
    try {
      const token = await offline.loginAsAdmin();
      const refused = await call(offline.url, '/api/users', {
        token,
        json: { name: 'Luca', username: 'luca', email: 'luca@example.org', role: 'editor' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({
        password: passwordResetMessages.invitationNeedsMailServer,
      });
      expect((await call(offline.url, '/api/users', { token })).body).toHaveLength(1);
    } finally {
      await offline.close();
    }
  });
});
