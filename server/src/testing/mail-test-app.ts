// A test application that sends its mail to a real SMTP test server (smtp-server), with
// the default rate limits and one proxy hop trusted (X-Forwarded-For): what the tests of
// the public forms that write e-mails (enrolments in courses and events) start.
import { expect } from 'vitest';
import { defaultMailTimings } from '../config.js';
import { defaultRateLimits } from '../rate-limits.js';
import type { Json } from './api-client.js';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from './smtp-test-server.js';
import { createTestApp, type TestApp } from './test-app.js';

export interface MailTestApp {
  app: TestApp;
  smtp: SmtpTestServer;
  /** An administrator's token. */
  token: string;
}

/** Starts the SMTP test server and the application sending to it, signed in as administrator. */
export async function startMailTestApp(): Promise<MailTestApp> {
  const smtp = await startSmtpTestServer();
  let app: TestApp | undefined;
  try {
    app = await createTestApp({
      trustProxy: 1,
      rateLimits: { ...defaultRateLimits },
      mail: {
        ...defaultMailTimings,
        smtpUrl: smtp.url,
        from: 'Comitato <noreply@comitato.example.org>',
        fromGiven: true,
        pollIntervalMs: 60_000,
      },
    });
    return { app, smtp, token: await app.loginAsAdmin() };
  } catch (error) {
    await closeMailTestApp(app, smtp);
    throw error;
  }
}

/** Closes what startMailTestApp started (either may be missing if it failed midway). */
export async function closeMailTestApp(app?: TestApp, smtp?: SmtpTestServer): Promise<void> {
  await app?.close();
  await smtp?.close();
}

/**
 * Enrols two people in a record with one seat left (the first confirmed, the second on
 * the waiting list), sends the outbox and returns the mails: the confirmation, the notice.
 */
export async function enrolOneConfirmedOneWaiting(
  { app, smtp }: Pick<MailTestApp, 'app' | 'smtp'>,
  enrol: (body: Json) => Promise<{ body: unknown }>,
  confirmed: Json & { email: string },
  waiting: Json & { email: string },
): Promise<{ confirmation: ReceivedMail; notice: ReceivedMail }> {
  expect((await enrol(confirmed)).body).toEqual({ status: 'confirmed', position: 1 });
  expect((await enrol(waiting)).body).toEqual({ status: 'waitlisted', position: 1 });
  await app.worker.tick();
  const mails = await smtp.waitFor(2);
  const to = (email: string) => mails.find((mail) => mail.envelope.to.includes(email))!;
  return { confirmation: to(confirmed.email), notice: to(waiting.email) };
}
