// Files sent with outbox messages: kept with the message in the caller's transaction,
// delivered with it to a real SMTP server (smtp-server, parsed by mailparser), byte for
// byte, with their names and types; deleted with their message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server.js';
import { createTestApp, testMail, type TestApp } from '../../testing/test-app.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { enqueueMail } from './outbox.js';

const calendar = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//IT',
  'BEGIN:VEVENT',
  'UID:corso-1@example.org',
  'SUMMARY:Corso di primo soccorso',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');
// Bytes that are not text: every value of a byte, twice.
const binary = Buffer.from([...Array(512).keys()].map((index) => index % 256));

describe('attachments of outbox messages', () => {
  let smtp: SmtpTestServer;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    app = await createTestApp({ mail: testMail(smtp.url) });
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('sends each file with its message, as given', async () => {
    const em = app.em();
    const message = enqueueMail(
      em,
      {
        kind: 'test-attachments',
        recipient: 'maria.rossi@example.it',
        replyTo: null,
        replyToName: null,
        subject: 'Iscrizione confermata',
        textBody: 'In allegato il corso.',
        htmlBody: '<p>In allegato il corso.</p>',
        attachments: [
          {
            filename: 'corso.ics',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: Buffer.from(calendar),
          },
          { filename: 'ricevuta.pdf', contentType: 'application/pdf', content: binary },
        ],
      },
      null,
    );
    await em.flush();

    await app.worker.tick();
    const [mail] = await smtp.waitFor(1);
    expect(mail.parsed.subject).toBe('Iscrizione confermata');
    const files = mail.parsed.attachments.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: file.content,
    }));
    expect(files).toEqual([
      { filename: 'corso.ics', contentType: 'text/calendar', content: Buffer.from(calendar) },
      { filename: 'ricevuta.pdf', contentType: 'application/pdf', content: binary },
    ]);

    // Deleted with their message.
    const connection = app.em().getConnection();
    const count = async () =>
      Number(
        (
          await connection.execute<{ count: string }[]>(
            'select count(*) from mail_attachments where message_id = ?',
            [message.id],
          )
        )[0].count,
      );
    expect(await count()).toBe(2);
    await app.em().nativeDelete(OutboxMessage, { id: message.id });
    expect(await count()).toBe(0);
  });
});
