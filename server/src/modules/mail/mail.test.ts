// Contact requests reach the committee, against a real SMTP server started here
// (smtp-server, messages read with mailparser) and the real app on a real PostgreSQL:
// the notification (headers, both parts, link, header injection), the reply from the
// back office, delivery after an outage and after 4xx answers, failure after the last
// try, exactly once with two server processes, a crash mid-send, the spam traps, the
// retention and the internal notification address in the settings.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultMailTimings, type AppConfig, type MailSettings } from '../../config.js';
import { createLogger } from '../../platform/http/logging.js';
import {
  freePort,
  startSmtpTestServer,
  type SmtpTestServer,
} from '../../testing/smtp-test-server.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { claimScheduledRun } from '../../platform/jobs/scheduled-job.entity.js';
import { deleteExpiredContacts } from '../contacts/contact-retention.js';
import { defaultRateLimits } from '../../rate-limits.js';
import { call, graphql, type Json } from '../../testing/api-client.js';
import { formatRomeDateTime, headerText } from './mail-content.js';

const PUBLIC_URL = 'https://comitato.example.org';
const COMMITTEE_EMAIL = 'valdoria@cri.it';

const visitor = {
  name: 'Maria Rossi',
  email: 'maria.rossi@example.it',
  subject: 'Informazioni sul corso BLSD',
  message: 'Buongiorno,\nvorrei sapere se ci sono posti per il corso <b>di dicembre</b> & altro.',
};

function mailSettings(smtpUrl: string | undefined, timings: Partial<MailSettings> = {}) {
  return {
    ...defaultMailTimings,
    smtpUrl,
    from: 'Comitato CRI Valdoria <noreply@comitato.example.org>',
    fromGiven: true,
    pollIntervalMs: 50,
    retryBaseMs: 50,
    maxRetryDelayMs: 200,
    sendTimeoutMs: 2_000,
    leaseMs: 10_000,
    ...timings,
  };
}

function appOverrides(mail: MailSettings): Partial<AppConfig> {
  return {
    publicUrl: PUBLIC_URL,
    mail,
    rateLimits: { ...defaultRateLimits, contactPerIp: { limit: 1000, windowSeconds: 60 } },
  };
}

async function rows<T>(app: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  return app.em().getConnection().execute<T[]>(sql, params);
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condizione non raggiunta in tempo');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function submit(app: TestApp, fields: Record<string, unknown> = {}) {
  return call(app.url, '/api/contacts', { json: { ...visitor, ...fields } });
}

describe('mail content', () => {
  it('formats times in Europe/Rome, in Italian', () => {
    expect(formatRomeDateTime(new Date('2026-07-01T10:05:00Z'))).toBe(
      '1 luglio 2026 alle ore 12:05',
    );
    expect(formatRomeDateTime(new Date('2026-01-15T23:30:00Z'))).toBe(
      '16 gennaio 2026 alle ore 00:30',
    );
  });

  it('keeps header values on one line', () => {
    expect(headerText('Ciao\r\nBcc: spia@example.com\u2028X')).toBe('Ciao Bcc: spia@example.com X');
  });
});

describe('with SMTP configured', () => {
  let smtp: SmtpTestServer;
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    app = await createTestApp(appOverrides(mailSettings(smtp.url)));
    token = await app.loginAsAdmin();
  });

  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('notifies the committee of a new request: headers, both parts, link', async () => {
    const answer = await submit(app, { fillTimeMs: 12_000 });
    expect(answer.status).toBe(201);
    const id = answer.body.id as number;
    const [mail] = await smtp.waitFor(1);
    const { parsed } = mail;
    expect(mail.envelope.to).toEqual([COMMITTEE_EMAIL]);
    expect(parsed.subject).toBe('Nuova richiesta di contatto: Informazioni sul corso BLSD');
    expect(parsed.from?.value[0]).toEqual({
      name: 'Comitato CRI Valdoria',
      address: 'noreply@comitato.example.org',
    });
    expect(parsed.replyTo?.value[0]).toEqual({ name: visitor.name, address: visitor.email });
    const link = `${PUBLIC_URL}/admin/contacts/${id}`;
    const when = formatRomeDateTime(new Date(answer.body.createdAt as string));
    expect(when).toMatch(/^\d{1,2} [a-z]+ \d{4} alle ore \d{2}:\d{2}$/);
    for (const expected of [
      `Nome: ${visitor.name}`,
      `E-mail: ${visitor.email}`,
      `Oggetto: ${visitor.subject}`,
      `Ricevuta il: ${when}`,
      visitor.message,
      link,
    ]) {
      expect(parsed.text).toContain(expected);
    }
    const html = parsed.html as string;
    expect(html).toContain(`href="${link}"`);
    expect(html).toContain('&lt;b&gt;di dicembre&lt;/b&gt; &amp; altro.');
    expect(html).not.toContain('<b>di dicembre</b>');
    expect(html).toContain(visitor.email);
    expect(html).toContain(when);
    // The worker marks the message sent once the server's answer is back: the mail can be
    // in the test's inbox a moment before its row says so.
    await vi.waitFor(
      async () => {
        const [row] = await rows<{ status: string; attempts: number }>(
          app,
          `select status, attempts from mail_outbox where subject_type = 'contact' and subject_id = ?`,
          [id],
        );
        expect(row).toEqual({ status: 'sent', attempts: 1 });
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('cannot be made to add headers through the subject or the name', async () => {
    const before = smtp.received.length;
    const answer = await submit(app, {
      name: 'Eva\r\nBcc: spia@example.com',
      subject: 'Domanda\r\nBcc: spia@example.com\r\nX-Iniettata: si\n\nCorpo falso',
    });
    expect(answer.status).toBe(201);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail.envelope.to).toEqual([COMMITTEE_EMAIL]);
    expect(mail.parsed.bcc).toBeUndefined();
    expect(mail.parsed.headers.has('x-iniettata')).toBe(false);
    expect(mail.parsed.subject).toBe(
      'Nuova richiesta di contatto: Domanda Bcc: spia@example.com X-Iniettata: si Corpo falso',
    );
    expect(mail.parsed.replyTo?.value[0]).toEqual({
      name: 'Eva Bcc: spia@example.com',
      address: visitor.email,
    });
    const headerBlock = mail.raw.split(/\r\n\r\n/)[0];
    expect(headerBlock).not.toMatch(/^(Bcc|X-Iniettata):/im);
  });

  it('sends the notification to notificationEmail when the settings have one', async () => {
    const settings = await call(app.url, '/api/settings', { token });
    const put = await call(app.url, '/api/settings', {
      method: 'PUT',
      token,
      json: { ...settings.body, notificationEmail: 'segreteria@comitato.example.org' },
    });
    expect(put.status).toBe(200);
    const before = smtp.received.length;
    await submit(app, { subject: 'Per la segreteria' });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail.envelope.to).toEqual(['segreteria@comitato.example.org']);
    await call(app.url, '/api/settings', {
      method: 'PUT',
      token,
      json: { ...settings.body, notificationEmail: '' },
    });
  });

  it('replies from the back office (REST): e-mail quoting the request, history, status', async () => {
    const answer = await submit(app, { subject: 'Orari della sede' });
    const id = answer.body.id as number;
    await until(async () => smtp.received.some((m) => m.parsed.subject?.includes('Orari')));
    const before = smtp.received.length;
    const reply = await call(app.url, `/api/contacts/${id}/reply`, {
      token,
      json: { message: 'Gentile Maria,\nla sede è aperta dal lunedì al venerdì.' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      contactId: id,
      message: 'Gentile Maria,\nla sede è aperta dal lunedì al venerdì.',
      author: 'admin',
    });
    expect(typeof reply.body.createdAt).toBe('string');
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail.envelope.to).toEqual([visitor.email]);
    expect(mail.parsed.subject).toBe('Re: Orari della sede');
    expect(mail.parsed.replyTo?.value[0].address).toBe(COMMITTEE_EMAIL);
    expect(mail.parsed.text).toContain('la sede è aperta dal lunedì al venerdì.');
    expect(mail.parsed.text).toContain('> Buongiorno,');
    expect(mail.parsed.text).toContain('> Oggetto: Orari della sede');
    expect(mail.parsed.html).toContain('<blockquote');
    expect(mail.parsed.html).toContain('&lt;b&gt;di dicembre&lt;/b&gt;');

    await call(app.url, `/api/contacts/${id}/reply`, { token, json: { message: 'Seconda' } });
    const stored = await call(app.url, `/api/contacts/${id}`, { token });
    expect(stored.body.status).toBe('replied');
    const history = stored.body.replies as Json[];
    expect(history.map((r) => r.message)).toEqual([reply.body.message, 'Seconda']);
    expect(history[0]).toMatchObject({ author: 'admin', _id: reply.body.id });
  });

  it('refuses a reply without a token, without text, or to an unknown request', async () => {
    const answer = await submit(app, { subject: 'Risposte rifiutate' });
    const id = answer.body.id as number;
    const anonymous = await call(app.url, `/api/contacts/${id}/reply`, {
      json: { message: 'x' },
    });
    expect(anonymous.status).toBe(401);
    const empty = await call(app.url, `/api/contacts/${id}/reply`, {
      token,
      json: { message: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ message: 'Il testo della risposta è obbligatorio' });
    const unknown = await call(app.url, '/api/contacts/999999/reply', {
      token,
      json: { message: 'x' },
    });
    expect(unknown.status).toBe(404);
    const [count] = await rows<{ n: string }>(
      app,
      `select count(*) as n from mail_outbox where kind = 'contact-reply' and subject_type = 'contact' and subject_id = ?`,
      [id],
    );
    expect(Number(count.n)).toBe(0);
    const stored = await call(app.url, `/api/contacts/${id}`, { token });
    expect(stored.body).toMatchObject({ status: 'pending', replies: [] });
  });

  it('replies through GraphQL too, and lists the replies with the request', async () => {
    const answer = await submit(app, { subject: 'Via GraphQL' });
    const id = String(answer.body.id);
    const before = smtp.received.length;
    expect(answer.status).toBe(201);
    const mutation = `
      mutation ($id: ID!, $message: String!) {
        replyToContact(id: $id, message: $message) {
          id
          contactId
          message
          author
          createdAt
        }
      }
    `;
    const denied = await graphql(app.url, mutation, { id, message: 'Ciao' });
    expect(denied.errors?.[0].extensions.code).toBe('MISSING_TOKEN');
    const replied = await graphql(app.url, mutation, { id, message: 'Risposta GraphQL' }, token);
    expect(replied.data?.replyToContact).toMatchObject({
      contactId: id,
      message: 'Risposta GraphQL',
      author: 'admin',
    });
    await until(async () =>
      smtp.received.slice(before).some((m) => m.parsed.subject === 'Re: Via GraphQL'),
    );
    const read = await graphql(
      app.url,
      `
        query ($id: ID!) {
          Contact(id: $id) {
            status
            replies {
              message
              author
            }
          }
        }
      `,
      { id },
      token,
    );
    expect(read.data?.Contact).toEqual({
      status: 'replied',
      replies: [{ message: 'Risposta GraphQL', author: 'admin' }],
    });
  });

  it('answers a honeypot or a too-fast form like a real one, storing and sending nothing', async () => {
    const [{ n: contactsBefore }] = await rows<{ n: string }>(
      app,
      'select count(*) as n from contacts',
    );
    const [{ n: outboxBefore }] = await rows<{ n: string }>(
      app,
      'select count(*) as n from mail_outbox',
    );
    const real = await submit(app, { fillTimeMs: 8_000 });
    const trapped = [
      await submit(app, { website: 'https://spam.example.com' }),
      await submit(app, { fillTimeMs: 400 }),
      await submit(app, { fillTimeMs: '900' }),
    ];
    for (const answer of trapped) {
      expect(answer.status).toBe(201);
      expect(Object.keys(answer.body).sort()).toEqual(Object.keys(real.body).sort());
      expect(answer.body.message).toBe(real.body.message);
      expect(answer.body.id).toBe(answer.body._id);
      expect(answer.body.id as number).toBeGreaterThan(real.body.id as number);
      expect(Number.isNaN(Date.parse(answer.body.createdAt as string))).toBe(false);
    }
    const gql = await graphql(
      app.url,
      `
        mutation {
          submitContact(
            name: "Robot"
            email: "robot@example.com"
            subject: "Offerta"
            message: "Compra ora"
            privacyConsent: true
            website: "https://spam.example.com"
          ) {
            id
            createdAt
          }
        }
      `,
    );
    expect((gql.data?.submitContact as Json).id).toMatch(/^\d+$/);
    const fast = await graphql(
      app.url,
      `
        mutation {
          submitContact(
            name: "Robot"
            email: "robot@example.com"
            subject: "Offerta"
            message: "Compra ora"
            privacyConsent: true
            fillTimeMs: 150
          ) {
            id
          }
        }
      `,
    );
    expect((fast.data?.submitContact as Json).id).toMatch(/^\d+$/);
    const [{ n: contactsAfter }] = await rows<{ n: string }>(
      app,
      'select count(*) as n from contacts',
    );
    const [{ n: outboxAfter }] = await rows<{ n: string }>(
      app,
      'select count(*) as n from mail_outbox',
    );
    expect(Number(contactsAfter) - Number(contactsBefore)).toBe(1);
    expect(Number(outboxAfter) - Number(outboxBefore)).toBe(1);
    const trappedIds = trapped.map((answer) => answer.body.id as number);
    const stored = await rows<{ id: number }>(app, 'select id from contacts where id in (?)', [
      trappedIds,
    ]);
    expect(stored).toEqual([]);
  });

  it('still validates a trapped request, and takes the spec payload without the traps', async () => {
    const invalid = await submit(app, { email: 'non-valida', website: 'x' });
    expect(invalid.status).toBe(400);
    const wrongTime = await submit(app, { fillTimeMs: 'presto' });
    expect(wrongTime.status).toBe(400);
    expect(wrongTime.body.errors).toEqual({
      fillTimeMs: 'Il tempo di compilazione deve essere un numero intero di millisecondi',
    });
    const plain = await call(app.url, '/api/contacts', { json: visitor });
    expect(plain.status).toBe(201);
    const stored = await rows(app, 'select id from contacts where id = ?', [plain.body.id]);
    expect(stored).toHaveLength(1);
  });

  it('tells the admin that SMTP is configured and nothing failed', async () => {
    const status = await graphql(
      app.url,
      '{ mailStatus { configured pendingCount failedCount } }',
      {},
      token,
    );
    expect(status.data?.mailStatus).toMatchObject({ configured: true, failedCount: 0 });
    const anonymous = await graphql(app.url, '{ mailStatus { configured } }');
    expect(anonymous.errors?.[0].extensions.code).toBe('MISSING_TOKEN');
  });
});

describe('notificationEmail in the settings', () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await createTestApp(appOverrides(mailSettings(undefined)));
    token = await app.loginAsAdmin();
  });

  afterAll(async () => {
    await app.close();
  });

  it('is read by administrators only, never from a public or cached answer', async () => {
    const settings = await call(app.url, '/api/settings', { token });
    expect(settings.body.notificationEmail).toBeNull();
    const put = await call(app.url, '/api/settings', {
      method: 'PUT',
      token,
      json: { ...settings.body, notificationEmail: 'interno@comitato.example.org' },
    });
    expect(put.body.notificationEmail).toBe('interno@comitato.example.org');
    // The admin's read first, then anonymous ones (the second from the cache).
    expect((await call(app.url, '/api/settings', { token })).body.notificationEmail).toBe(
      'interno@comitato.example.org',
    );
    for (let i = 0; i < 2; i += 1) {
      const anonymous = await call(app.url, '/api/settings');
      expect(anonymous.status).toBe(200);
      expect(anonymous.body).not.toHaveProperty('notificationEmail');
      expect(JSON.stringify(anonymous.body)).not.toContain('interno@');
      const badToken = await call(app.url, '/api/settings', { token: 'non-valido' });
      expect(badToken.body).not.toHaveProperty('notificationEmail');
    }
    const query = '{ settings { email notificationEmail } }';
    expect((await graphql(app.url, query, {}, token)).data?.settings).toEqual({
      email: COMMITTEE_EMAIL,
      notificationEmail: 'interno@comitato.example.org',
    });
    for (let i = 0; i < 2; i += 1) {
      expect((await graphql(app.url, query)).data?.settings).toEqual({
        email: COMMITTEE_EMAIL,
        notificationEmail: null,
      });
    }
  });

  it('is kept when a PUT leaves it out, cleared when empty, validated', async () => {
    const settings = await call(app.url, '/api/settings', { token });
    const rest = { ...settings.body };
    delete rest.notificationEmail;
    const kept = await call(app.url, '/api/settings', { method: 'PUT', token, json: rest });
    expect(kept.body.notificationEmail).toBe('interno@comitato.example.org');
    const invalid = await call(app.url, '/api/settings', {
      method: 'PUT',
      token,
      json: { ...rest, notificationEmail: 'non-una-email' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      notificationEmail: "L'indirizzo e-mail per le notifiche non è valido",
    });
    const cleared = await call(app.url, '/api/settings', {
      method: 'PUT',
      token,
      json: { ...rest, notificationEmail: '' },
    });
    expect(cleared.body.notificationEmail).toBeNull();
  });

  it('without SMTP_URL: the request is kept in the outbox, and the dashboard is told', async () => {
    const answer = await submit(app);
    expect(answer.status).toBe(201);
    await app.worker.tick();
    const [row] = await rows<{ status: string; attempts: number }>(
      app,
      `select status, attempts from mail_outbox where subject_type = 'contact' and subject_id = ?`,
      [answer.body.id],
    );
    expect(row).toEqual({ status: 'pending', attempts: 0 });
    const status = await graphql(
      app.url,
      '{ mailStatus { configured pendingCount failedCount } }',
      {},
      token,
    );
    expect(status.data?.mailStatus).toEqual({ configured: false, pendingCount: 1, failedCount: 0 });
  });
});

describe('delivery through outages', () => {
  it('delivers after the SMTP server was down for a while', async () => {
    const port = await freePort();
    const app = await createTestApp(
      appOverrides(mailSettings(`smtp://127.0.0.1:${port}`, { maxAttempts: 50 })),
    );
    let smtp: SmtpTestServer | undefined;
    try {
      const answer = await submit(app);
      await until(async () => {
        const [row] = await rows<{ attempts: number; last_error: string | null }>(
          app,
          `select attempts, last_error from mail_outbox where subject_type = 'contact' and subject_id = ?`,
          [answer.body.id],
        );
        return row.attempts >= 2 && row.last_error !== null;
      });
      const [waiting] = await rows<{ status: string }>(
        app,
        `select status from mail_outbox where subject_type = 'contact' and subject_id = ?`,
        [answer.body.id],
      );
      expect(['pending', 'sending']).toContain(waiting.status);
      smtp = await startSmtpTestServer({ port });
      const [mail] = await smtp.waitFor(1);
      expect(mail.parsed.subject).toBe(`Nuova richiesta di contatto: ${visitor.subject}`);
      await until(async () => {
        const [row] = await rows<{ status: string }>(
          app,
          `select status from mail_outbox where subject_type = 'contact' and subject_id = ?`,
          [answer.body.id],
        );
        return row.status === 'sent';
      });
    } finally {
      await app.close();
      await smtp?.close();
    }
  });

  it('tries again after temporary (4xx) refusals, with a growing delay', async () => {
    const smtp = await startSmtpTestServer({ refuseFirst: 2 });
    const app = await createTestApp(appOverrides(mailSettings(smtp.url, { retryBaseMs: 100 })));
    try {
      const started = Date.now();
      const answer = await submit(app);
      await smtp.waitFor(1);
      // 100 ms after the first refusal, 200 ms after the second.
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
      expect(smtp.refused).toBe(2);
      await until(async () => {
        const [row] = await rows<{ status: string; attempts: number }>(
          app,
          `select status, attempts from mail_outbox where subject_type = 'contact' and subject_id = ?`,
          [answer.body.id],
        );
        return row.status === 'sent' && row.attempts === 3;
      });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('marks a message failed after its last try, shows it to the admin, and can retry it', async () => {
    const smtp = await startSmtpTestServer({ refuseFirst: 1000 });
    const app = await createTestApp(appOverrides(mailSettings(smtp.url, { maxAttempts: 2 })));
    try {
      const token = await app.loginAsAdmin();
      const answer = await submit(app, { subject: 'Non arriverà' });
      await until(async () => {
        const [row] = await rows<{ status: string }>(
          app,
          `select status from mail_outbox where subject_type = 'contact' and subject_id = ?`,
          [answer.body.id],
        );
        return row.status === 'failed';
      });
      expect(smtp.refused).toBe(2);
      const seen = await graphql(
        app.url,
        `
          {
            mailStatus {
              configured
              failedCount
            }
            failedMails {
              id
              kind
              recipient
              subject
              status
              attempts
              lastError
              contactId
            }
          }
        `,
        {},
        token,
      );
      expect(seen.data?.mailStatus).toEqual({ configured: true, failedCount: 1 });
      const [failed] = seen.data?.failedMails as unknown as Json[];
      expect(failed).toMatchObject({
        kind: 'contact-notification',
        recipient: COMMITTEE_EMAIL,
        subject: 'Nuova richiesta di contatto: Non arriverà',
        status: 'failed',
        attempts: 2,
        contactId: String(answer.body.id),
      });
      expect(failed.lastError).toContain('Servizio momentaneamente non disponibile');
      const retried = await graphql(
        app.url,
        'mutation ($id: ID!) { retryMail(id: $id) { status attempts } }',
        { id: failed.id },
        token,
      );
      expect(retried.data?.retryMail).toEqual({ status: 'pending', attempts: 0 });
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

describe('two server processes on one database', () => {
  it('send every message exactly once', async () => {
    const smtp = await startSmtpTestServer();
    const mail = mailSettings(smtp.url, { pollIntervalMs: 10 });
    const first = await createTestApp(appOverrides(mail));
    const second = await createTestApp(appOverrides(mail), {
      databaseUrl: first.orm.config.get('clientUrl'),
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          submit(i % 2 ? first : second, { subject: `Richiesta ${i}` }),
        ),
      );
      expect(answers.every((answer) => answer.status === 201)).toBe(true);
      await smtp.waitFor(30);
      await Promise.all([first.worker.tick(), second.worker.tick()]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.received).toHaveLength(30);
      const subjects = smtp.received.map((m) => m.parsed.subject);
      expect(new Set(subjects).size).toBe(30);
      const sent = await rows<{ status: string; attempts: number }>(
        first,
        'select status, attempts from mail_outbox',
      );
      expect(sent).toHaveLength(30);
      expect(sent.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await second.close();
      await first.close();
      await smtp.close();
    }
  });

  it('retry a message whose sender crashed mid-send once its lease ends', async () => {
    const smtp = await startSmtpTestServer();
    const app = await createTestApp(appOverrides(mailSettings(undefined)));
    try {
      const answer = await submit(app);
      // What a process that died after claiming it leaves behind: a claim whose lease ended.
      await rows(
        app,
        `update mail_outbox set status = 'sending', attempts = 1,
           locked_until = now() - interval '1 second' where subject_type = 'contact' and subject_id = ?`,
        [answer.body.id],
      );
      const rescuer = await createTestApp(appOverrides(mailSettings(smtp.url)), {
        databaseUrl: app.orm.config.get('clientUrl'),
      });
      try {
        await smtp.waitFor(1);
        await until(async () => {
          const [row] = await rows<{ status: string; attempts: number }>(
            app,
            `select status, attempts from mail_outbox where subject_type = 'contact' and subject_id = ?`,
            [answer.body.id],
          );
          return row.status === 'sent' && row.attempts === 2;
        });
      } finally {
        await rescuer.close();
      }
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

describe('retention', () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await createTestApp(appOverrides(mailSettings(undefined)));
    token = await app.loginAsAdmin();
  });

  afterAll(async () => {
    await app.close();
  });

  it('deletes only the requests older than contactRetentionMonths, with replies and e-mails', async () => {
    const ids: number[] = [];
    for (const subject of ['Vecchia', 'Recente', 'Al limite']) {
      const answer = await submit(app, { subject });
      ids.push(answer.body.id as number);
      await call(app.url, `/api/contacts/${answer.body.id}/reply`, {
        token,
        json: { message: 'Grazie' },
      });
    }
    const [old, recent, edge] = ids;
    await rows(app, `update contacts set created_at = now() - interval '25 months' where id = ?`, [
      old,
    ]);
    await rows(app, `update contacts set created_at = now() - interval '23 months' where id = ?`, [
      edge,
    ]);
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    expect(await deleteExpiredContacts(app.em(), logger)).toBe(1);
    expect(lines.join('')).toContain('eliminate 1 richieste di contatto più vecchie di 24 mesi');
    const left = await rows<{ id: number }>(app, 'select id from contacts order by id');
    expect(left.map((row) => row.id)).toEqual([recent, edge]);
    for (const [table, ofContact] of [
      ['contact_replies', 'contact_id = ?'],
      ['mail_outbox', "subject_type = 'contact' and subject_id = ?"],
    ]) {
      const orphans = await rows(app, `select id from ${table} where ${ofContact}`, [old]);
      expect(orphans).toEqual([]);
      const kept = await rows(app, `select id from ${table} where ${ofContact}`, [recent]);
      expect(kept.length).toBeGreaterThan(0);
    }
  });

  it('runs once per interval across processes', async () => {
    const em = app.em();
    // A job of this test's own: the app's worker claims the retention job in the background.
    const job = 'test-once-per-interval';
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => claimScheduledRun(app.em(), job, 60_000)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimScheduledRun(em, job, 60_000)).toBe(false);
    await rows(
      app,
      `update scheduled_jobs set last_run_at = now() - interval '2 minutes' where name = ?`,
      [job],
    );
    expect(await claimScheduledRun(em, job, 60_000)).toBe(true);
  });
});
