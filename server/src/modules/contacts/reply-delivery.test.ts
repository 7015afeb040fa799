// Honest about e-mail, against the real app on a real PostgreSQL and a real SMTP server
// started here: with no mail server configured a reply is kept and waits (the request
// reads reply-queued, the reply awaiting-mail-server, over REST and GraphQL); once a
// server process with SMTP_URL runs on the same data, the waiting replies leave and their
// requests move on to replied. With a mail server, a reply marks its request replied.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server.js';
import { createTestApp, PROMPT_MAIL, testMail, type TestApp } from '../../testing/test-app.js';
import { call, graphql, type Json } from '../../testing/api-client.js';

const visitor = {
  name: 'Maria Rossi',
  email: 'maria.rossi@example.it',
  subject: 'Informazioni sul corso BLSD',
  message: 'Buongiorno, ci sono posti per il corso di dicembre?',
};

function withMail(smtpUrl: string | undefined): Partial<AppConfig> {
  return {
    mail: testMail(smtpUrl, PROMPT_MAIL),
  };
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condizione non raggiunta in tempo');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const submit = async (app: TestApp, subject: string): Promise<number> => {
  const answer = await call(app.url, '/api/contacts', { json: { ...visitor, subject } });
  expect(answer.status).toBe(201);
  return answer.body.id as number;
};

const REPLY_MUTATION = `
  mutation ($id: ID!, $message: String!) {
    replyToContact(id: $id, message: $message) { id message delivery }
  }
`;

describe('without a mail server', () => {
  let app: TestApp;
  let token: string;
  let smtp: SmtpTestServer | undefined;

  beforeAll(async () => {
    app = await createTestApp(withMail(undefined));
    token = await app.loginAsAdmin();
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('keeps the reply waiting and says so: the request is reply-queued, not replied', async () => {
    const restId = await submit(app, 'Via REST');
    const reply = await call(app.url, `/api/contacts/${restId}/reply`, {
      token,
      json: { message: 'Sì, ci sono ancora tre posti.' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ delivery: 'awaiting-mail-server' });
    const stored = await call<Json & { replies: Json[] }>(app.url, `/api/contacts/${restId}`, {
      token,
    });
    expect(stored.body.status).toBe('reply-queued');
    expect(stored.body.replies.map((r) => r.delivery)).toEqual(['awaiting-mail-server']);

    const graphqlId = await submit(app, 'Via GraphQL');
    const replied = await graphql(
      app.url,
      REPLY_MUTATION,
      { id: String(graphqlId), message: 'Risposta GraphQL' },
      token,
    );
    expect(replied.data?.replyToContact).toMatchObject({ delivery: 'awaiting-mail-server' });
    const contact = await graphql(
      app.url,
      'query ($id: ID!) { Contact(id: $id) { status replies { delivery } } }',
      { id: String(graphqlId) },
      token,
    );
    expect(contact.data?.Contact).toEqual({
      status: 'replyQueued',
      replies: [{ delivery: 'awaiting-mail-server' }],
    });
    // The worker of this process has no mail server: nothing leaves, nothing changes.
    await app.worker.tick();
    expect((await call(app.url, `/api/contacts/${restId}`, { token })).body.status).toBe(
      'reply-queued',
    );
  });

  it('sends the waiting replies once a mail server is configured, and the requests move on', async () => {
    smtp = await startSmtpTestServer();
    const configured = await createTestApp(withMail(smtp.url), {
      databaseUrl: app.orm.config.get('clientUrl'),
    });
    try {
      // Two notifications and two replies were waiting.
      await smtp.waitFor(4);
      const replies = smtp.received.filter((mail) => mail.envelope.to.includes(visitor.email));
      expect(replies.map((mail) => mail.parsed.subject).sort()).toEqual([
        'Re: Via GraphQL',
        'Re: Via REST',
      ]);
      const adminToken = await configured.loginAsAdmin();
      const list = async () =>
        (await call<Json[]>(configured.url, '/api/contacts', { token: adminToken })).body;
      await until(async () => (await list()).every((contact) => contact.status === 'replied'));
      const one = await call<Json & { replies: Json[] }>(
        configured.url,
        `/api/contacts/${(await list())[0].id}`,
        { token: adminToken },
      );
      expect(one.body.replies.map((r) => r.delivery)).toEqual(['sent']);
    } finally {
      await configured.close();
    }
  });
});

describe('with a mail server', () => {
  let smtp: SmtpTestServer;
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    app = await createTestApp(withMail(smtp.url));
    token = await app.loginAsAdmin();
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('marks the request replied, and the reply sent once it has left', async () => {
    const id = await submit(app, 'Con il server');
    const reply = await call(app.url, `/api/contacts/${id}/reply`, {
      token,
      json: { message: 'Le scriviamo subito.' },
    });
    expect(reply.body.delivery).toBe('sending');
    expect((await call(app.url, `/api/contacts/${id}`, { token })).body.status).toBe('replied');
    await smtp.waitFor(2);
    await until(async () => {
      const stored = await call<Json & { replies: Json[] }>(app.url, `/api/contacts/${id}`, {
        token,
      });
      return stored.body.replies[0]?.delivery === 'sent';
    });
  });
});
