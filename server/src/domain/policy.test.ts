// Every REST route and every GraphQL mutation, called by each role: anonymous (401 where a
// user is needed), editor (403 outside the editor's operations) and admin (never refused).
// The routes come from the express routers' stacks and the mutations from the schema, so a
// route or mutation added without an entry in `rules` below fails here.
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { readFileSync } from 'node:fs';
import type { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { registry } from '../registry.js';
import type { ModuleDeps } from './module.js';
import { call, graphql, graphqlUpload, pdfFile } from '../testing/api-client.js';
import { UserService } from '../modules/accounts/user.service.js';
import { CreateUserArgs } from '../modules/accounts/user.args.js';
import { Role, User } from '../modules/accounts/user.entity.js';
import type { Permission } from './policy.js';
import { committeeMessages } from '../modules/committees/committee.args.js';

/** public: anyone; user: any signed-in user; otherwise the permission the policy guards it with. */
type Rule = 'public' | 'user' | Permission;

const rest: Record<string, Rule> = {
  'POST /auth/login': 'public',
  'POST /auth/forgot-password': 'public',
  'POST /auth/reset-password': 'public',
  'POST /auth/logout': 'user',
  'GET /news/': 'public',
  'GET /news/:id': 'public',
  'POST /news/': 'news.write',
  'PUT /news/:id': 'news.write',
  'DELETE /news/:id': 'news.write',
  'GET /news/:id/revisions': 'news.write',
  'POST /news/:id/revisions/:revisionId/restore': 'news.write',
  'GET /pages/': 'public',
  'GET /pages/:id': 'public',
  'POST /pages/': 'pages.write',
  'PUT /pages/:id': 'pages.write',
  'DELETE /pages/:id': 'pages.write',
  'GET /navigation/': 'public',
  'GET /demo-content/': 'demoContent.read',
  'POST /demo-content/remove': 'demoContent.write',
  'PUT /navigation/': 'navigation.write',
  'GET /projects/': 'public',
  'GET /projects/:id': 'public',
  'POST /projects/': 'projects.write',
  'PUT /projects/:id': 'projects.write',
  'DELETE /projects/:id': 'projects.write',
  'GET /projects/:id/revisions': 'projects.write',
  'GET /pages/:id/revisions': 'pages.write',
  'POST /pages/:id/revisions/:revisionId/restore': 'pages.write',
  'POST /projects/:id/revisions/:revisionId/restore': 'projects.write',
  // The trash lists what the caller may write; a restore is a write of the record's resource.
  'GET /trash/': 'user',
  'POST /trash/:resource/:id/restore': 'user',
  'POST /projects/:projectId/enrolments/': 'public',
  'GET /projects/:projectId/enrolments/': 'enrolments.read',
  'GET /projects/:projectId/enrolments/export.csv': 'enrolments.read',
  'PUT /projects/:projectId/enrolments/:id': 'enrolments.write',
  'DELETE /projects/:projectId/enrolments/:id': 'enrolments.write',
  'GET /events/': 'public',
  'GET /events/:id': 'public',
  'POST /events/': 'events.write',
  'PUT /events/:id': 'events.write',
  'DELETE /events/:id': 'events.write',
  'GET /events/:id/revisions': 'events.write',
  'POST /events/:id/revisions/:revisionId/restore': 'events.write',
  'POST /events/:eventId/enrolments/': 'public',
  'GET /events/:eventId/enrolments/': 'enrolments.read',
  'GET /events/:eventId/enrolments/export.csv': 'enrolments.read',
  'PUT /events/:eventId/enrolments/:id': 'enrolments.write',
  'DELETE /events/:eventId/enrolments/:id': 'enrolments.write',
  'GET /stats/': 'public',
  'GET /stats/:id': 'public',
  'POST /stats/': 'stats.write',
  'PUT /stats/:id': 'stats.write',
  'DELETE /stats/:id': 'stats.write',
  'GET /documents/': 'public',
  'GET /documents/:id': 'public',
  'POST /documents/': 'documents.write',
  'PUT /documents/:id': 'documents.write',
  'DELETE /documents/:id': 'documents.write',
  'GET /documents/:id/revisions': 'documents.write',
  'POST /documents/:id/revisions/:revisionId/restore': 'documents.write',
  'GET /grants/': 'public',
  'GET /grants/years': 'public',
  'GET /grants/export/:file': 'public',
  'GET /grants/:id': 'public',
  'POST /grants/': 'grants.write',
  'PUT /grants/:id': 'grants.write',
  'DELETE /grants/:id': 'grants.write',
  'GET /five-per-thousand/': 'public',
  'GET /five-per-thousand/:id': 'public',
  'POST /five-per-thousand/': 'fivePerThousand.write',
  'PUT /five-per-thousand/:id': 'fivePerThousand.write',
  'DELETE /five-per-thousand/:id': 'fivePerThousand.write',
  'GET /compensations/': 'public',
  'GET /compensations/:id': 'public',
  'POST /compensations/': 'compensations.write',
  'PUT /compensations/:id': 'compensations.write',
  'DELETE /compensations/:id': 'compensations.write',
  'POST /contacts/': 'public',
  'GET /contacts/': 'contacts.read',
  'GET /contacts/:id': 'contacts.read',
  'POST /contacts/:id/reply': 'contacts.write',
  'PUT /contacts/:id': 'contacts.write',
  'DELETE /contacts/:id': 'contacts.write',
  'GET /settings/': 'public',
  'PUT /settings/': 'settings.write',
  // Who may not change the settings does not read their earlier versions either.
  'GET /settings/revisions': 'settings.write',
  'POST /settings/revisions/:revisionId/restore': 'settings.write',
  'GET /users/': 'users.read',
  'GET /users/:id': 'users.read',
  'POST /users/': 'users.write',
  'PUT /users/:id': 'users.write',
  'DELETE /users/:id': 'users.write',
  'GET /uploads/:name': 'public',
  'GET /committees/public': 'public',
  'GET /committees/': 'committees.read',
  'GET /committees/:id': 'committees.read',
  'POST /committees/': 'committees.write',
  'PUT /committees/:id': 'committees.write',
  'DELETE /committees/:id': 'committees.write',
  'POST /committees/:id/restore': 'committees.write',
  'POST /committees/:id/handoff': 'committees.read',
  // A sign-in with the committee switch's one-time code: for anyone holding one.
  'POST /committees/sign-in': 'public',
  'GET /analytics/': 'analytics.read',
  'GET /donations/': 'donations.read',
  'GET /donations/:id': 'donations.read',
  'POST /donations/': 'donations.write',
  'PUT /donations/:id': 'donations.write',
  'DELETE /donations/:id': 'donations.write',
  // Stripe's call: the signature is its credential (400 without a valid one).
  'POST /donations/stripe-webhook': 'public',
  'GET /donations/settings/stripe': 'donations.read',
  'PUT /donations/settings/stripe': 'donations.write',
  'GET /donations/export/:year.csv': 'donations.read',
  'GET /donations/statements/:year': 'donations.read',
  'POST /donations/statements/:year/send': 'donations.write',
  'GET /donations/:id/receipt.pdf': 'donations.read',
  'POST /donations/:id/receipt/send': 'donations.write',
  'POST /analytics/views': 'public',
};
for (const base of ['team', 'slides', 'activities', 'services', 'timeline']) {
  rest[`GET /${base}/`] = 'public';
  rest[`GET /${base}/:id`] = 'public';
  rest[`POST /${base}/`] = `${base}.write`;
  rest[`PUT /${base}/order`] = `${base}.write`;
  rest[`PUT /${base}/:id`] = `${base}.write`;
  rest[`DELETE /${base}/:id`] = `${base}.write`;
}
// The site's content keeps revisions (statistics included), read and restored by its writers.
for (const base of ['team', 'slides', 'activities', 'services', 'timeline', 'stats']) {
  rest[`GET /${base}/:id/revisions`] = `${base}.write`;
  rest[`POST /${base}/:id/revisions/:revisionId/restore`] = `${base}.write`;
}

const mutations: Record<string, Rule> = {
  login: 'public',
  forgotPassword: 'public',
  resetPassword: 'public',
  submitContact: 'public',
  logout: 'user',
  changePassword: 'user',
  // An image for the rich text editor: any signed-in user; the record that shows it is
  // authorised when it is saved.
  uploadRichTextImage: 'user',
  // A write of the record's resource (an unknown one, as here, is a 404).
  restoreFromTrash: 'user',
  restoreRevision: 'user',
  replyToContact: 'contacts.write',
  updateContact: 'contacts.write',
  deleteContact: 'contacts.write',
  updateSettings: 'settings.write',
  updateNavigation: 'navigation.write',
  removeDemoContent: 'demoContent.write',
  retryMail: 'mail.write',
  createUser: 'users.write',
  createCommittee: 'committees.write',
  updateCommittee: 'committees.write',
  archiveCommittee: 'committees.write',
  restoreCommittee: 'committees.write',
  committeeHandoff: 'committees.read',
  exchangeCommitteeHandoff: 'public',
  updateUser: 'users.write',
  deleteUser: 'users.write',
  resendDonationReceipt: 'donations.write',
  sendDonationStatements: 'donations.write',
  setDonationWebhookSecret: 'donations.write',
  enrol: 'public',
  setEnrolmentAttendance: 'enrolments.write',
  cancelEnrolment: 'enrolments.write',
};
const byPrefix: Record<string, Permission> = {
  News: 'news.write',
  SitePage: 'pages.write',
  Project: 'projects.write',
  Event: 'events.write',
  Stat: 'stats.write',
  Document: 'documents.write',
  Grant: 'grants.write',
  FivePerThousandReport: 'fivePerThousand.write',
  Compensation: 'compensations.write',
  Donation: 'donations.write',
  TeamMember: 'team.write',
  HeroSlide: 'slides.write',
  Activity: 'activities.write',
  Service: 'services.write',
  TimelineEvent: 'timeline.write',
};
for (const [type, operation] of Object.entries(byPrefix)) {
  for (const verb of ['create', 'update', 'delete']) mutations[`${verb}${type}`] = operation;
}
mutations.reorderTeamMembers = 'team.write';
mutations.reorderHeroSlides = 'slides.write';
mutations.reorderActivities = 'activities.write';
mutations.reorderServices = 'services.write';
mutations.reorderTimelineEvents = 'timeline.write';

type Caller = 'anonymous' | Role;

const signedIn: Caller[] = [Role.editor, Role.admin];
const callers: Caller[] = ['anonymous', ...signedIn];

/** What a caller must see: refused with 401, refused with 403, or let through (any other answer). */
function expected(rule: Rule, caller: Caller): 401 | 403 | 'allowed' {
  if (rule === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (rule === 'user') return 'allowed';
  const [resource, action] = rule.split('.') as [string, 'read' | 'write'];
  const principal = { id: 0, username: caller, name: caller, role: caller, active: true };
  return registry.policy.can(principal, resource, action) ? 'allowed' : 403;
}

/** METHOD /mount/path of every route of every router under /api, from the routers' stacks. */
function restRoutes(): string[] {
  const deps = {
    orm: { em: { fork: () => ({}) } },
    storage: {},
    config: {},
    logger: {},
  } as unknown as ModuleDeps;
  const routes: string[] = [];
  // The routes of a router and of the routers it uses at its root (the record kit's routes
  // beside a resource's own, as grants have them).
  const walk = (mount: string, router: RouterLayers): void => {
    for (const layer of router.stack) {
      if (!layer.route) {
        if (layer.slash && layer.handle?.stack) walk(mount, layer.handle);
        continue;
      }
      for (const method of Object.keys(layer.route.methods)) {
        routes.push(`${method.toUpperCase()} ${mount}${layer.route.path}`);
      }
    }
  };
  for (const [mount, build] of registry.apiMounts) {
    walk(mount, build(deps) as Router & RouterLayers);
  }
  return routes;
}

/** What the route list reads of an express router. */
interface RouterLayers {
  stack: {
    route?: { path: string; methods: Record<string, boolean> };
    slash?: boolean;
    handle?: RouterLayers;
  }[];
}

const schema = buildSchema(
  readFileSync(new URL('../../../schema/schema.graphql', import.meta.url), 'utf8'),
);

/** A value of the right type for a required argument (the answer may be a 400 or a 404, never a type error). */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].value as unknown;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type)) value[field.name] = sample(field.type);
    }
    return value;
  }
  if (isScalarType(type)) {
    if (type.name === 'ID') return '999999';
    if (type.name === 'Int' || type.name === 'Float') return 1;
    if (type.name === 'Boolean') return true;
    if (type.name === 'DateTimeISO') return '2030-01-01T10:00:00Z';
    return 'x';
  }
  return null;
}

/** The mutation called with every required argument, as variables (uploads named apart). */
function mutationCall(name: string): {
  query: string;
  variables: Record<string, unknown>;
  uploads: string[];
} {
  const field = schema.getMutationType()?.getFields()[name];
  if (!field) throw new Error(`mutation ${name} not in the schema`);
  const required = field.args.filter((arg) => isNonNullType(arg.type));
  const variables: Record<string, unknown> = {};
  const uploads: string[] = [];
  for (const arg of required) {
    if (getNamedType(arg.type).name === 'Upload') uploads.push(arg.name);
    else variables[arg.name] = sample(arg.type);
  }
  const declared = required.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const query = `mutation${declared ? `(${declared})` : ''} { ${name}${passed ? `(${passed})` : ''}${selection} }`;
  return { query, variables, uploads };
}

let app: TestApp;
const tokens: Record<Caller, string | undefined> = {
  anonymous: undefined,
  admin: undefined,
  editor: undefined,
};

beforeAll(async () => {
  app = await createTestApp();
  const admin = await app.em().findOneOrFail(User, { username: app.config.adminUsername });
  await new UserService(app.scope({ user: admin })).create(
    Object.assign(new CreateUserArgs(), {
      name: 'Redattrice di prova',
      username: 'redattrice',
      role: Role.editor,
      password: 'una-redattrice-attenta',
    }),
  );
});

afterAll(async () => {
  await app?.close();
});

/** Fresh tokens per caller for each check (logout and password changes revoke them). */
async function tokenOf(caller: Caller): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  const credentials =
    caller === 'admin'
      ? { username: app.config.adminUsername, password: 'password-di-prova-1234' }
      : { username: 'redattrice', password: 'una-redattrice-attenta' };
  tokens[caller] ??= (
    (await call(app.url, '/api/auth/login', { json: credentials })).body as { token: string }
  ).token;
  return tokens[caller];
}

function judge(status: number, message: unknown, want: 401 | 403 | 'allowed', what: string): void {
  if (want === 'allowed') {
    expect([401, 403], `${what}: ${status} ${String(message)}`).not.toContain(status);
  } else {
    expect(status, `${what}: ${String(message)}`).toBe(want);
  }
  if (want === 403) expect(message).toBe('Non hai i permessi per questa operazione.');
}

describe('the policy on every REST route', () => {
  const routes = restRoutes();

  it('has a rule for every route of the routers, and no rule for a route that is gone', () => {
    expect(routes.filter((route) => !(route in rest))).toEqual([]);
    expect(Object.keys(rest).filter((route) => !routes.includes(route))).toEqual([]);
  });

  for (const caller of callers) {
    it(`answers ${caller} as the policy says`, async () => {
      for (const route of routes) {
        // Logging out revokes the token the other checks use: it gets its own below.
        if (route === 'POST /auth/logout') continue;
        const [method, template] = route.split(' ');
        const path = `/api${template.replace(':id', '999999').replace(':file', '2025.csv').replace(':name', 'nessuno.webp')}`;
        const body = ['POST', 'PUT'].includes(method) ? {} : undefined;
        const answer = await call(app.url, path, {
          method,
          token: await tokenOf(caller),
          json: route === 'POST /auth/login' ? { username: 'x', password: 'y' } : body,
        });
        const want = route === 'POST /auth/login' ? 'allowed' : expected(rest[route], caller);
        // A failed login is a 401 of its own (Invalid credentials), not a refusal of the route;
        // so is a sign-in with a code that is not one.
        if (route === 'POST /auth/login')
          expect(answer.body).toEqual({ message: 'Invalid credentials' });
        else if (route === 'POST /committees/sign-in')
          expect(answer.body).toEqual({ message: committeeMessages.handoffInvalid });
        else
          judge(
            answer.status,
            (answer.body as { message?: string })?.message,
            want,
            `${caller} ${route}`,
          );
      }
    });
  }

  it('lets any signed-in user log out, and nobody else', async () => {
    expect((await call(app.url, '/api/auth/logout', { method: 'POST' })).status).toBe(401);
    for (const caller of signedIn) {
      const token = await tokenOf(caller);
      expect((await call(app.url, '/api/auth/logout', { method: 'POST', token })).status).toBe(200);
      tokens[caller] = undefined;
    }
  });
});

describe('the policy on every GraphQL mutation', () => {
  const names = Object.keys(schema.getMutationType()?.getFields() ?? {});

  it('has a rule for every mutation of the schema', () => {
    expect(names.filter((name) => !(name in mutations))).toEqual([]);
    expect(Object.keys(mutations).filter((name) => !names.includes(name))).toEqual([]);
  });

  for (const caller of callers) {
    it(`answers ${caller} as the policy says`, async () => {
      const pdf = await pdfFile();
      for (const name of names) {
        // These end or change the caller's own session: checked on their own.
        if (['logout', 'changePassword', 'login'].includes(name)) continue;
        const { query, variables, uploads } = mutationCall(name);
        const token = await tokenOf(caller);
        const answer =
          uploads.length > 0
            ? await graphqlUpload(
                app.url,
                query,
                variables,
                Object.fromEntries(
                  uploads.map((upload) => [
                    upload,
                    { data: pdf, name: 'prova.pdf', type: 'application/pdf' },
                  ]),
                ),
                token,
              )
            : await graphql(app.url, query, variables, token);
        const error = answer.errors?.[0];
        if (name === 'exchangeCommitteeHandoff') {
          // Like a failed login: a code that is not one, whoever asks.
          expect(error?.extensions.code, `${caller} ${name}`).toBe('INVALID_CREDENTIALS');
          continue;
        }
        const want = expected(mutations[name], caller);
        const status = error ? error.extensions.status : 200;
        judge(status, error?.message, want, `${caller} ${name}`);
        if (want === 403) expect(error?.extensions.code).toBe('FORBIDDEN');
        if (want === 401) expect(error?.extensions.code).toBe('MISSING_TOKEN');
      }
    });
  }

  it('refuses logout and changePassword to anonymous callers only', async () => {
    for (const query of [
      'mutation { logout }',
      'mutation { changePassword(currentPassword: "x", newPassword: "y") }',
    ]) {
      expect((await graphql(app.url, query)).errors?.[0].extensions.code).toBe('MISSING_TOKEN');
    }
    const token = await tokenOf(Role.editor);
    const change = await graphql(
      app.url,
      'mutation { changePassword(currentPassword: "sbagliata", newPassword: "y") }',
      {},
      token,
    );
    expect(change.errors?.[0].extensions.code).toBe('VALIDATION');
  });
});
