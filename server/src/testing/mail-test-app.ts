// A test application that sends its mail to a real SMTP test server (smtp-server), with
// the default rate limits and one proxy hop trusted (X-Forwarded-For): what the tests of
// the public forms that write e-mails (enrolments in courses and events) start.
import { defaultMailTimings } from '../config.js';
import { defaultRateLimits } from '../rate-limits.js';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server.js';
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
