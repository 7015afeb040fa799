// A real SMTP server for tests (smtp-server, in this process): it takes any sender and
// recipient, keeps every message it accepted (raw source, envelope, and parsed by
// mailparser), and can refuse the first messages with a temporary 4xx, as a busy server
// does. listen() on a given port lets a test start it after the app tried to reach it.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  raw: string;
  envelope: { from: string; to: string[] };
  parsed: ParsedMail;
}

export interface SmtpTestServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Messages refused with 451 so far. */
  refused: number;
  /** Resolves when `count` messages arrived (rejects after timeoutMs). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpTestServer(
  options: { port?: number; refuseFirst?: number } = {},
): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let toRefuse = options.refuseFirst ?? 0;
  const state = { refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse -= 1;
          state.refused += 1;
          const error = Object.assign(new Error('Servizio momentaneamente non disponibile'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        simpleParser(raw).then(
          (parsed) => {
            received.push({ raw, envelope, parsed });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: `smtp://utente:segreta@127.0.0.1:${port}`,
    received,
    get refused() {
      return state.refused;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`attese ${count} e-mail, arrivate ${received.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A TCP port on which nothing listens now (taken from the system, then freed). */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
