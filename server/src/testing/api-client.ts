// Test helpers of the domain modules: call the real app over HTTP as the clients do
// (REST JSON or multipart, GraphQL JSON or multipart uploads) and make real files.
import http from 'node:http';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import type { TestApp } from './test-app.js';
import { hashToken } from '../modules/accounts/tokens.js';

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  method?: string;
  token?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

/** A JSON answer: tests read the fields they check. */
export type Json = Record<string, unknown> & { errors?: Record<string, string>; message?: string };

/**
 * fetch, with the Host header the caller names: Node's fetch sends the URL's host whatever
 * the headers say, so a request for a committee's host name goes through node:http instead
 * (to 127.0.0.1, as a browser resolving *.localhost would).
 */
export async function fetchAt(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const host = headers.get('host');
  if (!host) return fetch(url, init);
  // The body as bytes with its Content-Type (a FormData gets its multipart boundary).
  const encoded = new Request(url, { method: init.method, headers, body: init.body });
  const body = init.body ? Buffer.from(await encoded.arrayBuffer()) : undefined;
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: init.method ?? 'GET',
        headers: { ...Object.fromEntries(encoded.headers), host },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined) answerHeaders.set(name, String(value));
          }
          const status = response.statusCode ?? 500;
          resolve(
            new Response([204, 304].includes(status) ? null : Buffer.concat(chunks), {
              status,
              headers: answerHeaders,
            }),
          );
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export async function call<T = Json>(
  baseUrl: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetchAt(`${baseUrl}${path}`, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a served file): the raw text is the body.
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}

/** A document made through REST with a real PDF saying title: the PDF, and the document's id and file URL. */
export async function uploadPdfDocument(
  baseUrl: string,
  token: string,
  title: string,
): Promise<{ pdf: Buffer; id: number; url: string }> {
  const pdf = await pdfFile(title);
  const form = attach(
    formOf({ title, category: 'Bilanci' }),
    'file',
    pdf,
    'bilancio.pdf',
    'application/pdf',
  );
  const created = await call(baseUrl, '/api/documents', { token, form });
  if (created.status !== 201) {
    throw new Error(
      `documento di prova non creato: ${created.status} ${JSON.stringify(created.body)}`,
    );
  }
  return { pdf, id: created.body.id as number, url: created.body.fileUrl as string };
}

/** A user that the administrator (adminToken) creates, signed in: its id and session token. */
export async function signedInUser(
  app: TestApp,
  adminToken: string,
  user: { name: string; username: string; password: string; role: string; email?: string },
): Promise<{ id: number; token: string }> {
  const created = await call(app.url, '/api/users', { token: adminToken, json: user });
  if (created.status !== 201) {
    throw new Error(
      `utente di prova non creato: ${created.status} ${JSON.stringify(created.body)}`,
    );
  }
  const login = await call(app.url, '/api/auth/login', {
    json: { username: user.username, password: user.password },
  });
  if (login.status !== 200) throw new Error(`login di prova non riuscito: ${login.status}`);
  return { id: created.body.id as number, token: login.body.token as string };
}

export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: {
    message: string;
    extensions: { code: string; status: number; fields?: Record<string, string> };
  }[];
}

export async function graphql<T = Record<string, Json>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<GraphQLAnswer<T>, 'status'>;
  return { status: response.status, data: body.data ?? null, errors: body.errors };
}

/** A GraphQL multipart request (the multipart request spec), with the preflight header. */
export async function graphqlUpload<T = Record<string, Json>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, { data: Buffer; name: string; type: string }>,
  token?: string,
): Promise<GraphQLAnswer<T>> {
  const form = new FormData();
  const vars: Record<string, unknown> = { ...variables };
  const map: Record<string, string[]> = {};
  Object.keys(files).forEach((variable, index) => {
    vars[variable] = null;
    map[String(index)] = [`variables.${variable}`];
  });
  form.append('operations', JSON.stringify({ query, variables: vars }));
  form.append('map', JSON.stringify(map));
  Object.values(files).forEach((file, index) => {
    form.append(String(index), new Blob([file.data], { type: file.type }), file.name);
  });
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'apollo-require-preflight': 'true',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: form,
  });
  const body = (await response.json()) as Omit<GraphQLAnswer<T>, 'status'>;
  return { status: response.status, data: body.data ?? null, errors: body.errors };
}

export function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

export function attach(
  form: FormData,
  field: string,
  data: Buffer,
  name: string,
  type: string,
): FormData {
  form.append(field, new Blob([data], { type }), name);
  return form;
}

export function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#cc0000' } })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF metadata (to check it is stripped). */
export function jpegWithExif(width = 2400, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#dddddd' } })
    .withExif({ IFD0: { Copyright: 'Segreto', Artist: 'Fotografo' } })
    .jpeg()
    .toBuffer();
}

export const svgImage = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

export async function pdfFile(text = 'Bilancio di prova'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText(text, {
    x: 20,
    y: 150,
    size: 14,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await pdf.save());
}

/** A file that starts like a PDF and is bigger than the 10 MB limit. */
export function oversizedPdf(): Buffer {
  const data = Buffer.alloc(10 * 1024 * 1024 + 1024, 0x20);
  data.write('%PDF-1.4\n', 0, 'latin1');
  return data;
}

/** Tokens of every kind a write must refuse: none, forged, expired, revoked. */
export type BadToken = 'missing' | 'forged' | 'expired' | 'revoked';

export const badTokenKinds: BadToken[] = ['missing', 'forged', 'expired', 'revoked'];

/** One token per kind (undefined for "missing"), made through the real login and logout. */
export async function badTokens(app: TestApp): Promise<Record<BadToken, string | undefined>> {
  const expired = await app.loginAsAdmin();
  await app
    .em()
    .getConnection()
    .execute(`update sessions set expires_at = now() - interval '1 minute' where token_hash = ?`, [
      hashToken(expired),
    ]);
  const revoked = await app.loginAsAdmin();
  const logout = await call(app.url, '/api/auth/logout', { method: 'POST', token: revoked });
  if (logout.status !== 200) throw new Error(`logout di prova non riuscito: ${logout.status}`);
  return {
    missing: undefined,
    forged: 'dGhpcy1pcy1ub3QtYS1yZWFsLXRva2VuLWF0LWFsbC1yZWFsbHk',
    expired,
    revoked,
  };
}
