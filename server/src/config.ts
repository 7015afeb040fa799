// Configuration, parsed and validated once at boot. A bad variable stops the process
// with the list of what is wrong; no secret has a hard-coded fallback.
import path from 'node:path';
import { defaultRateLimits, type RateLimitSettings } from './modules/rate-limit/rate-limits.js';

export interface AppConfig {
  /** HTTP port (PORT, default 4000). */
  port: number;
  /** Interface to bind (HOST, default all interfaces). */
  host: string | undefined;
  /** External PostgreSQL (DATABASE_URL); when absent an embedded PostgreSQL runs under dataDir. */
  databaseUrl: string | undefined;
  /** Where the embedded database and the uploaded files live (DATA_DIR, default .data). */
  dataDir: string;
  /** Folder of uploaded files: <dataDir>/uploads. */
  uploadsDir: string;
  /** Public base URL printed at start and used in absolute links (PUBLIC_URL). */
  publicUrl: string;
  /** Username of the first administrator (ADMIN_USERNAME, default admin). */
  adminUsername: string;
  /** Password of the first administrator (ADMIN_PASSWORD); generated and printed once when unset. */
  adminPassword: string | undefined;
  /** Seed demo content into an empty database (SEED, default true). */
  seed: boolean;
  /** GraphQL introspection and the IDE at /graphql (GRAPHQL_INTROSPECTION, default true). */
  graphqlIntrospection: boolean;
  /** pino level (LOG_LEVEL, default info; silent in tests). */
  logLevel: string;
  /** Number of proxy hops to trust for the client IP (TRUST_PROXY, default 0). */
  trustProxy: number;
  /** Folder of the built public site and admin (defaults: web/dist and admin/dist of the repo). */
  webDist: string;
  adminDist: string;
  /** Attempts per fixed window: login per IP and per username, contact submissions per IP. */
  rateLimits: RateLimitSettings;
}

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

function parseBoolean(
  name: string,
  raw: string | undefined,
  fallback: boolean,
  errors: string[],
): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  errors.push(`${name} deve essere true o false (ricevuto "${raw}")`);
  return fallback;
}

function parseInteger(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
  errors: string[],
): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    errors.push(`${name} deve essere un intero tra ${min} e ${max} (ricevuto "${raw}")`);
    return fallback;
  }
  return value;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configurazione non valida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const errors: string[] = [];
  const port = parseInteger('PORT', env.PORT, 4000, 0, 65535, errors);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    errors.push('DATABASE_URL deve iniziare con postgres:// o postgresql://');
  }
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(publicUrl)) errors.push('PUBLIC_URL deve essere un URL http(s)');
  const adminUsername = env.ADMIN_USERNAME || 'admin';
  if (!/^[A-Za-z0-9._-]{3,64}$/.test(adminUsername)) {
    errors.push(
      'ADMIN_USERNAME: da 3 a 64 caratteri tra lettere, cifre, punto, trattino e underscore',
    );
  }
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 10) {
    errors.push('ADMIN_PASSWORD deve avere almeno 10 caratteri');
  }
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, '.data'));
  const config: AppConfig = {
    port,
    host: env.HOST || undefined,
    databaseUrl,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    publicUrl,
    adminUsername,
    adminPassword,
    seed: parseBoolean('SEED', env.SEED, true, errors),
    graphqlIntrospection: parseBoolean(
      'GRAPHQL_INTROSPECTION',
      env.GRAPHQL_INTROSPECTION,
      true,
      errors,
    ),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: parseInteger('TRUST_PROXY', env.TRUST_PROXY, 0, 0, 10, errors),
    webDist: path.resolve(env.WEB_DIST || path.join(repoRoot, 'web', 'dist')),
    adminDist: path.resolve(env.ADMIN_DIST || path.join(repoRoot, 'admin', 'dist')),
    rateLimits: {
      ...defaultRateLimits,
      contactPerIp: {
        ...defaultRateLimits.contactPerIp,
        limit: parseInteger(
          'CONTACT_RATE_LIMIT',
          env.CONTACT_RATE_LIMIT,
          defaultRateLimits.contactPerIp.limit,
          1,
          10_000,
          errors,
        ),
      },
    },
  };
  if (errors.length > 0) throw new ConfigError(errors);
  return config;
}
