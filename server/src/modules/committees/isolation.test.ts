// Isolation between committees on one deployment (PLATFORM_DOMAIN): two committees, alfa and
// beta, each with content in every table that belongs to a committee (the list comes from
// the registry's entities and from the database itself, so a new resource without a
// fixture here fails the first test, naming its table). Beta's rows carry a marker of
// their own; then, as an anonymous visitor, an editor and an administrator of alfa, every
// REST list and read by id, every GraphQL query (lists and by id), the rendered pages, the
// sitemap, the feed, the mail status and the uploaded files, asked on alfa's host after
// beta's answers have warmed the public and page caches and the images' narrower copies,
// show nothing of beta: not its marker, not its ids. Alfa's tokens are refused on beta's
// host, beta's rate-limit counters do not count against alfa, and the second wall holds by
// itself: a query on the runtime role that names no committee sees only the transaction's
// rows in every committee table, and a row of the other committee is refused.
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMailTimings } from '../../config.js';
import { defaultRateLimits } from '../../rate-limits.js';
import { createRuntimeOrm } from '../../platform/db/orm.js';
import { runAsCommittee } from '../../platform/db/committee-context.js';
import { IMAGE_VARIANT_WIDTHS } from '../../platform/storage/file-content.js';
import { entities, migrationsList, registry } from '../../registry.js';
import { call, fetchAt, type Json } from '../../testing/api-client.js';
import { buildSite } from '../../testing/site-build.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server.js';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { enqueueMail } from '../mail/outbox.js';
import { seoReads } from '../seo/seo.reads.js';

const DOMAIN = 'comitati.test';
const FIRST = `comitato.${DOMAIN}`;
const PASSWORD = 'una-password-lunga-e-sicura-42';
/** Contacts a visitor may send per window: beta's fixtures use them all up. */
const CONTACT_LIMIT = 2;

interface Side {
  slug: 'alfa' | 'beta';
  host: string;
  /** A word found nowhere but in this committee's rows. */
  marker: string;
  id: number;
  adminToken: string;
  editorToken: string;
}

const sides: Record<'alfa' | 'beta', Side> = {
  alfa: { slug: 'alfa', host: `alfa.${DOMAIN}`, marker: 'Alfamarcatore7Q' } as Side,
  beta: { slug: 'beta', host: `beta.${DOMAIN}`, marker: 'Betamarcatore9Z' } as Side,
};
const { alfa, beta } = sides;

let app: TestApp;
let runtimeOrm: MikroORM;
let smtp: SmtpTestServer;
let platformToken: string;
/** The first committee's host, where the platform administrator signs in. */
const FIRST_SIDE = { host: FIRST } as Side;

async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []) {
  return app.em().getConnection().execute<T[]>(query, params);
}

function at(side: Side, path: string, options: Parameters<typeof call>[2] = {}) {
  return call<unknown>(app.url, path, {
    ...options,
    headers: { ...options.headers, host: side.host },
  });
}

async function text(side: Side, path: string, token?: string) {
  const headers: Record<string, string> = { host: side.host, accept: 'text/html' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetchAt(`${app.url}${path}`, { headers });
  return { status: response.status, body: await response.text() };
}

// --- Fixtures: how each committee table gets rows of both committees ----------------------

type Fixture = (side: Side) => Promise<void>;

/** Demo content (made with the committee) whose text column gets the committee's marker. */
const marked =
  (table: string, column: string): Fixture =>
  async (side) => {
    await sql(
      `update "${table}" set "${column}" = "${column}" || ' ' || ? where committee_id = ?`,
      [side.marker, side.id],
    );
  };

/** Rows that exist once the other fixtures have run (nothing to add). */
const madeByOthers: Fixture = async () => {};

async function sendContact(side: Side, n: number): Promise<void> {
  const answer = await at(side, '/api/contacts', {
    json: {
      name: `Visitatore ${side.marker}`,
      email: `visitatore${n}@${side.slug}.example`,
      subject: `Richiesta ${n} ${side.marker}`,
      message: `Messaggio ${side.marker}`,
      privacyConsent: true,
    },
  });
  expect(answer.status, `contact on ${side.host}: ${JSON.stringify(answer.body)}`).toBe(201);
}

/** By table: every table whose rows belong to a committee must have one. */
const fixtures: Record<string, Fixture> = {
  activities: marked('activities', 'title'),
  compensations: marked('compensations', 'name'),
  documents: marked('documents', 'title'),
  five_per_thousand_reports: madeByOthers, // demo rows; found by their ids
  grants: marked('grants', 'purpose'),
  hero_slides: marked('hero_slides', 'title'),
  news: marked('news', 'title'),
  projects: marked('projects', 'title'),
  services: marked('services', 'title'),
  stats: marked('stats', 'title'),
  team_members: marked('team_members', 'name'),
  timeline_events: marked('timeline_events', 'title'),
  settings: marked('settings', 'name'),
  content_versions: madeByOthers, // made with the committee
  users: async (side) => {
    const editor = await at(side, '/api/users', {
      token: side.adminToken,
      json: {
        name: `Redattore ${side.marker}`,
        username: `redattore.${side.slug}`,
        email: `redattore@${side.slug}.example`,
        role: 'editor',
        password: PASSWORD,
      },
    });
    expect(editor.status, JSON.stringify(editor.body)).toBe(201);
  },
  sessions: async (side) => {
    side.editorToken = await login(side, `redattore.${side.slug}`, PASSWORD);
  },
  password_tokens: async (side) => {
    const asked = await at(side, '/api/auth/forgot-password', {
      json: { usernameOrEmail: `redattore.${side.slug}` },
    });
    expect(asked.status).toBe(202);
  },
  contacts: async (side) => {
    for (let n = 1; n <= CONTACT_LIMIT; n += 1) await sendContact(side, n);
  },
  contact_replies: async (side) => {
    const [contact] = await sql<{ id: number }>(
      'select id from contacts where committee_id = ? order by id limit 1',
      [side.id],
    );
    const reply = await at(side, `/api/contacts/${contact.id}/reply`, {
      token: side.adminToken,
      json: { message: `Risposta ${side.marker}` },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  },
  mail_outbox: madeByOthers, // the contacts' notifications, the reply, the reset mail
  mail_attachments: async (side) => {
    await runAsCommittee(side.id, async () => {
      const em = app.em();
      enqueueMail(
        em,
        {
          kind: 'isolation-test',
          recipient: `allegati@${side.slug}.example`,
          replyTo: null,
          replyToName: null,
          subject: `Allegato ${side.marker}`,
          textBody: side.marker,
          htmlBody: `<p>${side.marker}</p>`,
          attachments: [
            {
              filename: `${side.marker}.txt`,
              contentType: 'text/plain',
              content: Buffer.from(side.marker),
            },
          ],
        },
        null,
      );
      await em.flush();
    });
    // Failed after its tries: what the back office lists of the outbox.
    await sql(
      `update mail_outbox set status = 'failed', last_error = ? where committee_id = ? and kind = 'isolation-test'`,
      [`Rifiutato ${side.marker}`, side.id],
    );
  },
  analytics_counts: async (side) => {
    // A visit from a browser, referred by a site named after the marker; counted at the flush.
    const response = await fetchAt(`${app.url}/`, {
      headers: {
        host: side.host,
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
        referer: `https://${side.marker.toLowerCase()}.example/`,
      },
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    await app.visits.flush();
  },
  analytics_days: madeByOthers, // the visit's day
  analytics_salts: madeByOthers, // the day's salt
  analytics_visitors: madeByOthers, // the visitor's hash of the day
  site_pages: async (side) => {
    const created = await at(side, '/api/pages', {
      token: side.adminToken,
      json: {
        title: `Pagina ${side.marker}`,
        slug: `pagina-${side.slug}`,
        content: `<p>${side.marker}</p>`,
        description: `Descrizione ${side.marker}`,
        status: 'published',
        inMenu: true,
        inFooter: true,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  },
  demo_records: madeByOthers, // the demo content's marks, made with the committee
  donations: async (side) => {
    // A bank transfer from a named donor: its receipt numbered in the committee's counter.
    const created = await at(side, '/api/donations', {
      token: side.adminToken,
      json: {
        date: '2026-11-20',
        amount: 25,
        method: 'bank_transfer',
        donorName: `Donatore ${side.marker}`,
        donorEmail: `donatore@${side.slug}.example`,
        anonymous: false,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  },
  donation_receipt_counters: madeByOthers, // the donation's receipt number
  donation_settings: async (side) => {
    const set = await at(side, '/api/donations/settings/stripe', {
      method: 'PUT',
      token: side.adminToken,
      json: { stripeWebhookSecret: `whsec_${side.marker}` },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  },
  enrolments: async (side) => {
    // A demo course booked on the site, in the future, and a citizen enrolled in it.
    const [course] = await sql<{ id: number }>(
      `update projects set booking_mode = 'onsite', seats = 10, enrolment_deadline = null,
         start_date = '2030-05-10', end_date = '2030-05-10'
       where id = (select min(id) from projects where committee_id = ?) returning id`,
      [side.id],
    );
    const enrolled = await at(side, `/api/projects/${course.id}/enrolments`, {
      json: {
        name: `Iscritto ${side.marker}`,
        email: `iscritto@${side.slug}.example`,
        phone: '+39 333 1234567',
        privacyConsent: true,
        fillTimeMs: 8000,
      },
    });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);
  },
  events: async (side) => {
    // A published event booked on the site, in the future.
    const created = await at(side, '/api/events', {
      token: side.adminToken,
      json: {
        title: `Evento ${side.marker}`,
        description: `<p>${side.marker}</p>`,
        startsAt: '2030-06-01T16:00:00Z',
        endsAt: '2030-06-01T19:00:00Z',
        location: `Piazza ${side.marker}`,
        bookingMode: 'onsite',
        seats: 20,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const enrolled = await at(
      side,
      `/api/events/${(created.body as Json).id as number}/enrolments`,
      {
        json: {
          name: `Partecipante ${side.marker}`,
          email: `partecipante@${side.slug}.example`,
          privacyConsent: true,
          fillTimeMs: 8000,
        },
      },
    );
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);
  },
  revisions: async (side) => {
    // A news item saved twice: the first version is kept as a revision.
    const news = {
      title: `Notizia rivista ${side.marker}`,
      content: `<p>${side.marker}</p>`,
      date: '2026-11-21',
      author: `Autore ${side.marker}`,
      category: 'Eventi',
    };
    const created = await at(side, '/api/news', { token: side.adminToken, json: news });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as Json).id as number;
    const saved = await at(side, `/api/news/${id}`, {
      method: 'PUT',
      token: side.adminToken,
      json: { ...news, title: `Notizia rivista di nuovo ${side.marker}` },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  },
  trash: async (side) => {
    // A news item deleted: it waits in the trash.
    const created = await at(side, '/api/news', {
      token: side.adminToken,
      json: {
        title: `Notizia cestinata ${side.marker}`,
        content: `<p>${side.marker}</p>`,
        date: '2026-11-22',
        author: `Autore ${side.marker}`,
        category: 'Eventi',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as Json).id as number;
    const deleted = await at(side, `/api/news/${id}`, { method: 'DELETE', token: side.adminToken });
    expect(deleted.status).toBe(200);
  },
  activity_log: async (side) => {
    // A change by the administrator, logged with the record's title.
    const created = await at(side, '/api/news', {
      token: side.adminToken,
      json: {
        title: `Notizia del registro ${side.marker}`,
        content: `<p>${side.marker}</p>`,
        date: '2026-11-20',
        author: `Autore ${side.marker}`,
        category: 'Eventi',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  },
  rate_limits: madeByOthers, // the logins and the contacts
  // The committee switch's one-time codes, made by the platform administrator for a committee.
  committee_handoffs: async (side) => {
    const handoff = await at(FIRST_SIDE, `/api/committees/${side.id}/handoff`, {
      method: 'POST',
      token: platformToken,
    });
    expect(handoff.status, JSON.stringify(handoff.body)).toBe(200);
  },
};

async function login(side: Side, username: string, password: string): Promise<string> {
  const answer = await at(side, '/api/auth/login', { json: { username, password } });
  expect(answer.status, `login ${username} on ${side.host}`).toBe(200);
  return (answer.body as Json).token as string;
}

/** The tables of the committees, as the database has them (a committee_id column). */
async function committeeTables(): Promise<string[]> {
  const rows = await sql<{ table_name: string }>(
    `select table_name from information_schema.columns
      where column_name = 'committee_id' and table_schema = current_schema() order by 1`,
  );
  return rows.map((row) => row.table_name);
}

/** The tables of the registry's entities (modules/index.ts) that belong to a committee. */
function registryTables(): string[] {
  return entities
    .map((entity) => app.orm.getMetadata().find(entity))
    .filter((meta) => meta !== undefined && 'committeeId' in meta.properties)
    .map((meta) => meta!.tableName);
}

/**
 * Committee tables outside row-level security, and why. content_versions holds no content
 * (a counter per committee and table) and the public cache reads it for the committees of
 * many requests in one batched query (platform/cache/content-versions.ts).
 */
const OUTSIDE_ROW_SECURITY: Record<string, readonly string[]> = {
  content_versions: ['committee_id', 'resource', 'version'],
};

// --- What a committee's host answers --------------------------------------------------------

/** Every `id` in a JSON answer's top level items (a list) or of the answer itself. */
function idsOf(body: unknown): string[] {
  const items = Array.isArray(body) ? body : body && typeof body === 'object' ? [body] : [];
  return items
    .map((item) => (item && typeof item === 'object' ? (item as Json).id : undefined))
    .filter((id) => id !== undefined && id !== null)
    .map(String);
}

/** The GET mounts of the REST API, from the registry (the committees' own is the platform's). */
function restMounts(): string[] {
  return registry.apiMounts.map(([path]) => path);
}

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface FieldInfo {
  name: string;
  args: { name: string; type: TypeRef }[];
  type: TypeRef;
}
interface TypeInfo {
  name: string;
  kind: string;
  fields: FieldInfo[] | null;
}

const TYPE_REF =
  'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';
const INTROSPECTION = `{ __schema {
  queryType { fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } } }
  types { name kind fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } } }
} }`;

function named(type: TypeRef): TypeRef {
  return type.ofType ? named(type.ofType) : type;
}

const required = (type: TypeRef) => type.kind === 'NON_NULL';

/** The selection of a type: its scalars, and its objects' scalars one level down. */
function selection(types: Map<string, TypeInfo>, typeName: string, depth: number): string {
  const type = types.get(typeName);
  const parts: string[] = [];
  for (const field of type?.fields ?? []) {
    if (field.args.some((arg) => required(arg.type))) continue;
    const inner = named(field.type);
    if (inner.kind === 'SCALAR' || inner.kind === 'ENUM') parts.push(field.name);
    else if (inner.kind === 'OBJECT' && depth < 2) {
      const sub = selection(types, inner.name!, depth + 1);
      if (sub) parts.push(`${field.name} { ${sub} }`);
    }
  }
  return parts.join(' ');
}

async function graphqlAt(side: Side, query: string, variables: Json = {}, token?: string) {
  const answer = await at(side, '/graphql', { token, json: { query, variables } });
  return {
    status: answer.status,
    body: answer.body as { data?: Json; errors?: unknown[] },
    raw: JSON.stringify(answer.body),
  };
}

// --------------------------------------------------------------------------------------------

beforeAll(async () => {
  const site = await buildSite();
  smtp = await startSmtpTestServer();
  app = await createTestApp({
    mail: {
      ...defaultMailTimings,
      smtpUrl: smtp.url,
      from: 'Comitato <noreply@comitati.test>',
      fromGiven: true,
      pollIntervalMs: 60_000,
    },
    platformDomain: DOMAIN,
    webDist: site.webDist,
    webSsrEntry: site.webSsrEntry,
    rateLimits: {
      ...defaultRateLimits,
      contactPerIp: { ...defaultRateLimits.contactPerIp, limit: CONTACT_LIMIT },
    },
  });
  runtimeOrm = await createRuntimeOrm(
    { clientUrl: app.orm.config.get('clientUrl'), entities, migrationsList, poolMax: 2 },
    app.orm,
  );
  platformToken = await login(FIRST_SIDE, app.config.adminUsername, TEST_ADMIN_PASSWORD);
  for (const side of [alfa, beta]) {
    const created = await at(FIRST_SIDE, '/api/committees', {
      token: platformToken,
      json: {
        name: `Comitato ${side.slug}`,
        slug: side.slug,
        town: side.slug,
        demo: true,
        admin: {
          name: `Presidente ${side.marker}`,
          username: `presidente.${side.slug}`,
          email: `presidente@${side.slug}.example`,
          password: PASSWORD,
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    side.id = (created.body as Json).id as number;
    side.adminToken = await login(side, `presidente.${side.slug}`, PASSWORD);
  }
}, 300_000);

afterAll(async () => {
  await runtimeOrm?.close(true);
  await app?.close();
  await smtp?.close();
});

describe('isolation between committees', () => {
  it('has a fixture for every table of a committee, and rows of both committees in each', async () => {
    const tables = [...new Set([...registryTables(), ...(await committeeTables())])].sort();
    expect(registryTables().length, 'entities with a committee column').toBeGreaterThan(10);
    const withoutFixture = tables.filter((table) => !(table in fixtures));
    expect(withoutFixture, 'committee tables without a fixture in isolation.test.ts').toEqual([]);
    // Beta first: its contacts use up the visitor's allowance there, before alfa's.
    for (const side of [beta, alfa]) {
      for (const table of Object.keys(fixtures)) {
        // A fixture of a table this database does not have (yet) has nothing to fill.
        if (tables.includes(table)) await fixtures[table](side);
      }
    }
    const empty: string[] = [];
    for (const table of tables) {
      for (const side of [alfa, beta]) {
        const [{ n }] = await sql<{ n: number }>(
          `select count(*)::int as n from "${table}" where committee_id = ?`,
          [side.id],
        );
        if (n === 0) empty.push(`${table} (${side.slug})`);
      }
    }
    expect(empty, 'committee tables left without rows by their fixture').toEqual([]);
  }, 120_000);

  it("does not count beta's rate-limit counters against alfa", async () => {
    // Beta's visitor used up the allowance; the same visitor on alfa did too, separately.
    const more = {
      name: 'Visitatore',
      email: 'altro@example.it',
      subject: 'Ancora',
      message: 'Ancora una domanda',
      privacyConsent: true,
    };
    expect((await at(beta, '/api/contacts', { json: more })).status).toBe(429);
    expect((await at(alfa, '/api/contacts', { json: more })).status).toBe(429);
    const [{ n }] = await sql<{ n: number }>(
      'select count(*)::int as n from contacts where committee_id = ?',
      [alfa.id],
    );
    expect(n, "alfa's visitor was allowed its own contacts").toBe(CONTACT_LIMIT);
  });

  it("refuses alfa's tokens on beta's host", async () => {
    for (const token of [alfa.adminToken, alfa.editorToken]) {
      expect((await at(beta, '/api/users', { token })).status).toBe(401);
      expect((await at(beta, '/api/contacts', { token })).status).toBe(401);
      const users = await graphqlAt(beta, '{ allUsers { id username name } }', {}, token);
      expect(users.raw).not.toContain(beta.marker);
      expect(users.body.data?.allUsers ?? null).toBeNull();
    }
  });

  it("counts alfa's outbox only in alfa's mail status", async () => {
    const counts = await sql<{ committee_id: number; pending: number; failed: number }>(
      `select committee_id,
              count(*) filter (where status in ('pending', 'sending'))::int as pending,
              count(*) filter (where status = 'failed')::int as failed
         from mail_outbox group by committee_id`,
    );
    const of = (side: Side) => counts.find((row) => row.committee_id === side.id);
    expect(of(beta)?.failed, "beta's failed mail").toBeGreaterThan(0);
    const status = await graphqlAt(
      alfa,
      '{ mailStatus { pendingCount failedCount } failedMails { id lastError } }',
      {},
      alfa.adminToken,
    );
    expect(status.body.data?.mailStatus).toEqual({
      pendingCount: of(alfa)?.pending ?? 0,
      failedCount: of(alfa)?.failed ?? 0,
    });
    expect(status.raw).toContain(alfa.marker);
    expect(status.raw).not.toContain(beta.marker);
  });

  const roles = () =>
    [
      ['anonymous', undefined],
      ['editor', alfa.editorToken],
      ['administrator', alfa.adminToken],
    ] as const;

  it('shows nothing of beta through the REST API (lists and reads by id)', async () => {
    let betaSawItsMarker = false;
    for (const mount of restMounts()) {
      const path = `/api${mount}`;
      // Beta's own answers first (they warm the public cache), as its administrator and anonymous.
      const betaIds = new Set<string>();
      for (const token of [beta.adminToken, undefined]) {
        const own = await at(beta, path, { token });
        if (JSON.stringify(own.body).includes(beta.marker)) betaSawItsMarker = true;
        if (own.status === 200) for (const id of idsOf(own.body)) betaIds.add(id);
      }
      const alfaList = await at(alfa, path, { token: alfa.adminToken });
      const alfaIds = new Set(alfaList.status === 200 ? idsOf(alfaList.body) : []);
      for (const [role, token] of roles()) {
        const list = await at(alfa, path, { token });
        const raw = JSON.stringify(list.body);
        expect(raw, `${role} GET ${path}`).not.toContain(beta.marker);
        if (mount !== '/committees') {
          const leaked = idsOf(list.body).filter((id) => betaIds.has(id));
          expect(leaked, `${role} GET ${path}: beta's ids`).toEqual([]);
        }
        // What this role gets for one of alfa's own ids: 200 where it may read them.
        const ownId = alfaIds.values().next().value;
        const ownStatus =
          ownId === undefined ? undefined : (await at(alfa, `${path}/${ownId}`, { token })).status;
        for (const id of betaIds) {
          const read = await at(alfa, `${path}/${id}`, { token });
          expect(JSON.stringify(read.body), `${role} GET ${path}/${id}`).not.toContain(beta.marker);
          if (mount === '/committees') continue; // the platform's, not a committee's
          // Where the role may read alfa's records, beta's do not exist; elsewhere it is refused as for alfa's.
          const expected = ownStatus === undefined || ownStatus === 200 ? 404 : ownStatus;
          expect(read.status, `${role} GET ${path}/${id}`).toBe(expected);
        }
      }
    }
    expect(betaSawItsMarker, "beta's own host shows its marker (the fixtures are visible)").toBe(
      true,
    );
  }, 120_000);

  it('shows nothing of beta through GraphQL (every query, lists and by id)', async () => {
    const schema = await graphqlAt(alfa, INTROSPECTION);
    const data = schema.body.data as {
      __schema: { queryType: { fields: FieldInfo[] }; types: TypeInfo[] };
    };
    const types = new Map(data.__schema.types.map((type) => [type.name, type]));
    const betaIds = new Map<string, Set<string>>();
    const byId: { field: FieldInfo; query: string }[] = [];
    const lists: { field: FieldInfo; query: string }[] = [];
    for (const field of data.__schema.queryType.fields) {
      const inner = named(field.type);
      const sub = inner.kind === 'OBJECT' ? selection(types, inner.name!, 0) : '';
      const body = sub ? ` { ${sub} }` : '';
      const requiredArgs = field.args.filter((arg) => required(arg.type));
      if (requiredArgs.length === 0) lists.push({ field, query: `{ ${field.name}${body} }` });
      else if (requiredArgs.length === 1 && requiredArgs[0].name === 'id') {
        byId.push({ field, query: `query ($id: ID!) { ${field.name}(id: $id)${body} }` });
      }
    }
    expect(lists.length).toBeGreaterThan(10);
    expect(byId.length).toBeGreaterThan(5);
    let betaSawItsMarker = false;
    for (const { field, query } of lists) {
      for (const token of [beta.adminToken, undefined]) {
        const own = await graphqlAt(beta, query, {}, token);
        if (own.raw.includes(beta.marker)) betaSawItsMarker = true;
        const value = own.body.data?.[field.name];
        const typeName = named(field.type).name!;
        const ids = betaIds.get(typeName) ?? new Set<string>();
        for (const id of idsOf(value)) ids.add(id);
        betaIds.set(typeName, ids);
      }
    }
    expect(betaSawItsMarker, "beta's own host shows its marker through GraphQL").toBe(true);
    for (const [role, token] of roles()) {
      for (const { field, query } of lists) {
        const answer = await graphqlAt(alfa, query, {}, token);
        expect(answer.raw, `${role} ${field.name}`).not.toContain(beta.marker);
        if (field.name.toLowerCase().includes('committee')) continue; // the hub's, public
        const ids = betaIds.get(named(field.type).name!) ?? new Set();
        const leaked = idsOf(answer.body.data?.[field.name]).filter((id) => ids.has(id));
        expect(leaked, `${role} ${field.name}: beta's ids`).toEqual([]);
      }
      for (const { field, query } of byId) {
        if (field.name.toLowerCase().includes('committee')) continue;
        for (const id of betaIds.get(named(field.type).name!) ?? []) {
          const answer = await graphqlAt(alfa, query, { id }, token);
          expect(answer.raw, `${role} ${field.name}(id: ${id})`).not.toContain(beta.marker);
          expect(
            answer.body.data?.[field.name] ?? null,
            `${role} ${field.name}(id: ${id})`,
          ).toBeNull();
        }
      }
    }
  }, 120_000);

  it("reads and changes none of beta's enrolments through alfa's host, naming beta's course or event", async () => {
    const rows = await sql<{ id: number; project_id: number | null; event_id: number | null }>(
      'select id, project_id, event_id from enrolments where committee_id = ? order by id',
      [beta.id],
    );
    expect(rows.map((row) => (row.project_id === null ? 'event' : 'course')).sort()).toEqual([
      'course',
      'event',
    ]);
    const list = 'query ($c: ID, $e: ID) { enrolments(courseId: $c, eventId: $e) { id name } }';
    const cancel =
      'mutation ($c: ID, $e: ID, $id: ID!) { cancelEnrolment(courseId: $c, eventId: $e, id: $id) { id } }';
    for (const row of rows) {
      const target = { c: row.project_id, e: row.event_id };
      const notFound = row.project_id === null ? 'Evento non trovato' : 'Corso non trovato';
      // Beta's own administrator reads them on beta's host (the question is a fair one).
      const own = await graphqlAt(beta, list, target, beta.adminToken);
      expect(own.raw).toContain(beta.marker);
      for (const token of [alfa.adminToken, alfa.editorToken]) {
        const read = await graphqlAt(alfa, list, target, token);
        expect(read.raw).not.toContain(beta.marker);
        expect(read.body.errors?.[0]).toMatchObject({ message: notFound });
        const changed = await graphqlAt(alfa, cancel, { ...target, id: row.id }, token);
        expect(changed.body.errors?.[0]).toMatchObject({ message: notFound });
      }
    }
    const after = await sql<{ status: string }>(
      'select status from enrolments where committee_id = ?',
      [beta.id],
    );
    expect(after.map((row) => row.status)).toEqual(['confirmed', 'confirmed']);
  });

  it("shows nothing of beta in alfa's pages, sitemap and feed, after beta's warmed the caches", async () => {
    const pages = [
      '/',
      '/news',
      '/progetti',
      '/servizi',
      '/trasparenza',
      '/5x1000',
      '/storia/comitato',
      '/privacy',
    ];
    const betaPages = new Set<string>();
    for (const path of [...pages, seoReads.sitemap.path, seoReads.newsFeed.path]) {
      const own = await text(beta, path);
      expect(own.status, `beta ${path}`).toBe(200);
      for (const [, link] of own.body.matchAll(/(\/(?:notizie|progetti|attivita)\/[^"'<\s?#]+)/g)) {
        betaPages.add(link);
      }
    }
    expect((await text(beta, '/news')).body).toContain(beta.marker);
    expect((await text(beta, seoReads.newsFeed.path)).body).toContain(beta.marker);
    expect(betaPages.size, "beta's detail pages").toBeGreaterThan(3);
    for (const path of betaPages) expect((await text(beta, path)).status, `beta ${path}`).toBe(200);
    for (const [role, token] of roles()) {
      for (const path of [
        ...pages,
        seoReads.sitemap.path,
        seoReads.newsFeed.path,
        seoReads.robots.path,
      ]) {
        const page = await text(alfa, path, token);
        expect(page.status, `${role} ${path}`).toBe(200);
        expect(page.body, `${role} ${path}`).not.toContain(beta.marker);
        expect(page.body, `${role} ${path}`).not.toContain(`beta.${DOMAIN}`);
        for (const link of betaPages) {
          if (/\/[^/]+\/\d/.test(link))
            expect(page.body, `${role} ${path}`).not.toContain(`"${link}"`);
        }
      }
      for (const path of betaPages) {
        const page = await text(alfa, path, token);
        expect(page.status, `${role} ${path} on alfa`).toBe(404);
        expect(page.body).not.toContain(beta.marker);
      }
    }
  }, 120_000);

  it("serves none of beta's uploaded files on alfa's host", async () => {
    const columns = await sql<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and column_name in ('image', 'file_url')
          and table_name in (select table_name from information_schema.columns
                              where column_name = 'committee_id' and table_schema = current_schema())`,
    );
    /** The API's URLs of the files (records keep them relative to the API's base). */
    const files = new Set<string>();
    for (const { table_name: table, column_name: column } of columns) {
      const rows = await sql<{ url: string }>(
        `select "${column}" as url from "${table}" where committee_id = ? and "${column}" like '/uploads/%'`,
        [beta.id],
      );
      for (const row of rows) files.add(`/api${row.url}`);
    }
    expect(files.size, "beta's uploaded files").toBeGreaterThan(5);
    for (const url of files)
      console.log(
        url,
        (await text(beta, url)).status,
        (await text({ host: FIRST } as Side, url)).status,
      );
    // Images with their narrower copies: beta's copy made and kept first, then asked on alfa.
    const width = IMAGE_VARIANT_WIDTHS[0];
    const asked = [...files].flatMap((url) =>
      url.endsWith('.webp') ? [url, `${url}?w=${width}`] : [url],
    );
    expect(asked.length).toBeGreaterThan(files.size);
    for (const url of asked) {
      expect((await text(beta, url)).status, `beta ${url}`).toBe(200);
      for (const [role, token] of roles()) {
        expect((await text(alfa, url, token)).status, `${role} ${url} on alfa`).toBe(404);
      }
    }
  }, 120_000);

  it('puts every committee table under row-level security (the exceptions hold no content)', async () => {
    const tables = await committeeTables();
    const rows = await sql<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class
        where relnamespace = current_schema()::regnamespace and relname in (?)`,
      [tables],
    );
    const unprotected = rows.filter((row) => !row.relrowsecurity).map((row) => row.relname);
    expect(unprotected.sort()).toEqual(Object.keys(OUTSIDE_ROW_SECURITY).sort());
    for (const [table, allowed] of Object.entries(OUTSIDE_ROW_SECURITY)) {
      const columns = await sql<{ column_name: string }>(
        `select column_name from information_schema.columns
          where table_schema = current_schema() and table_name = ?`,
        [table],
      );
      expect(columns.map((column) => column.column_name).sort(), table).toEqual(
        [...allowed].sort(),
      );
    }
  });

  it("keeps a query that forgets the filter to the transaction's committee, in every table", async () => {
    const tables = (await committeeTables()).filter((table) => !(table in OUTSIDE_ROW_SECURITY));
    const em = runtimeOrm.em.fork();
    for (const table of tables) {
      const rows = await runAsCommittee(alfa.id, () =>
        em.getConnection().execute<{ committee_id: number }[]>(`select * from "${table}"`),
      );
      const [{ n }] = await sql<{ n: number }>(
        `select count(*)::int as n from "${table}" where committee_id = ?`,
        [alfa.id],
      );
      expect(rows.length, `${table}: alfa's rows`).toBe(n);
      expect(new Set(rows.map((row) => row.committee_id)), table).toEqual(new Set([alfa.id]));
      expect(JSON.stringify(rows), table).not.toContain(beta.marker);
    }
  });

  it('refuses, on the runtime role, a row of beta written while alfa is the committee', async () => {
    const tables = (await committeeTables()).filter((table) => !(table in OUTSIDE_ROW_SECURITY));
    const em = runtimeOrm.em.fork();
    for (const table of tables) {
      const columns = await sql<{ column_name: string }>(
        `select column_name from information_schema.columns
          where table_schema = current_schema() and table_name = ?
            and coalesce(column_default, '') not like 'nextval%' and is_generated = 'NEVER'
          order by ordinal_position`,
        [table],
      );
      const names = columns.map((column) => `"${column.column_name}"`);
      const values = columns.map((column) =>
        column.column_name === 'committee_id' ? String(beta.id) : `"${column.column_name}"`,
      );
      const insert = `insert into "${table}" (${names.join(', ')})
        select ${values.join(', ')} from "${table}" limit 1`;
      await expect(
        runAsCommittee(alfa.id, () => em.getConnection().execute(insert)),
        table,
      ).rejects.toThrow(/row-level security/);
    }
  });
});
