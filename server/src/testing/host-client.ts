// Calls of the real app on a committee's host (the Host header chooses the committee): the
// REST and GraphQL calls of the tests of a deployment of many committees, the sign-in of a
// committee's user, and a second committee made by the platform administrator.
import { expect } from 'vitest';
import type { AppConfig } from '../config.js';
import { call, type Json } from './api-client.js';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from './test-app.js';

/** The platform's domain: each committee's host is <slug>.DOMAIN. */
export const DOMAIN = 'comitati.test';
/** The host of the first committee (the platform administrator's). */
export const FIRST_HOST = `comitato.${DOMAIN}`;
/** The host of the committee of Pavia (PAVIA_COMMITTEE). */
export const PAVIA_HOST = `pavia.${DOMAIN}`;

/** The administrator of the committee of Pavia, made by newCommittee. */
export const PAVIA_ADMIN = {
  name: 'Giulia Ferri',
  username: 'giulia',
  email: 'giulia@cri-pavia.example',
  password: 'un-comitato-sul-ticino',
};

/** The committee of Pavia as the platform administrator creates it (slug pavia). */
export const PAVIA_COMMITTEE = {
  name: 'Croce Rossa Italiana – Comitato di Pavia',
  slug: 'pavia',
  admin: PAVIA_ADMIN,
};

export interface GraphQLHostAnswer<T> {
  data: T | null;
  errors?: { message: string; extensions: { code: string } }[];
}

/** The calls on app (read when called: app may be started in beforeAll). */
export function hostClient(app: () => TestApp) {
  function at(host: string, pathname: string, options: Parameters<typeof call>[2] = {}) {
    return call<Json & Json[]>(app().url, pathname, {
      ...options,
      headers: { ...options.headers, host },
    });
  }

  /** The session token of a user signed in on host. */
  async function login(host: string, username: string, password: string): Promise<string> {
    const answer = await at(host, '/api/auth/login', { json: { username, password } });
    expect(answer.status, `login ${username} on ${host}`).toBe(200);
    return answer.body.token as string;
  }

  /** A GraphQL call on host (the helper of api-client.ts sends no Host). */
  async function graphqlAt<T = Json>(
    host: string,
    query: string,
    variables: Record<string, unknown> = {},
    bearer?: string,
  ): Promise<GraphQLHostAnswer<T>> {
    const answer = await at(host, '/graphql', { json: { query, variables }, token: bearer });
    return answer.body as unknown as GraphQLHostAnswer<T>;
  }

  /**
   * A committee created on host by the platform administrator (token), with its answer, and
   * its administrator signed in on adminHost.
   */
  async function newCommittee(
    host: string,
    token: string,
    committee: Json & { admin: typeof PAVIA_ADMIN },
    adminHost: string,
  ): Promise<{ committee: Json; token: string }> {
    const created = await at(host, '/api/committees', { token, json: committee });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { username, password } = committee.admin;
    return { committee: created.body, token: await login(adminHost, username, password) };
  }

  return { at, login, graphqlAt, newCommittee };
}

/**
 * An app on DOMAIN with a second committee, Pavia's: the platform administrator signed in on
 * the first committee (token), Pavia's administrator on Pavia (paviaToken).
 */
export async function appWithPavia(
  overrides: Partial<AppConfig> = {},
): Promise<{ app: TestApp; token: string; paviaToken: string }> {
  const app = await createTestApp({ platformDomain: DOMAIN, ...overrides });
  const { login, newCommittee } = hostClient(() => app);
  const token = await login(FIRST_HOST, app.config.adminUsername, TEST_ADMIN_PASSWORD);
  const { token: paviaToken } = await newCommittee(FIRST_HOST, token, PAVIA_COMMITTEE, PAVIA_HOST);
  return { app, token, paviaToken };
}
