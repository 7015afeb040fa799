// Configuration, parsed and validated once at boot. A bad variable stops the process
// with the list of what is wrong; no secret has a hard-coded fallback.
import path from 'node:path';
import { defaultRateLimits, type RateLimitSettings } from './rate-limits.js';

export interface AppConfig {
  /** HTTP port (PORT, default 4000). */
  port: number;
  /** Interface to bind (HOST, default all interfaces). */
  host: string | undefined;
  /** External PostgreSQL (DATABASE_URL); when absent an embedded PostgreSQL runs under dataDir. */
  databaseUrl: string | undefined;
  /** Where the embedded database and the uploaded files live (DATA_DIR, default .data). */
  dataDir: string;
  /** Folder of uploaded files: <dataDir>/uploads (when no object store is configured). */
  uploadsDir: string;
  /** S3-compatible object store for uploaded files (S3_BUCKET and the other S3_* variables). */
  s3: S3Settings | undefined;
  /** Public base URL printed at start and used in absolute links (PUBLIC_URL). */
  publicUrl: string;
  /**
   * Many committees on one deployment (PLATFORM_DOMAIN, e.g. comitati.example.org, or
   * localhost to try it on one machine): each committee answers on <slug>.<PLATFORM_DOMAIN>
   * and on its own domains, the hub on the domain itself. Unset: one committee, on any host.
   */
  platformDomain: string | undefined;
  /**
   * PUBLIC_URL as given (no trailing slash), or undefined when unset: the base of the site's
   * own absolute URLs (sitemap, feed, robots.txt, the pages' canonical and Open Graph URLs);
   * without it, each request's scheme and host.
   */
  siteUrl: string | undefined;
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
  /** The site's server render (web/dist-ssr/entry-server.js, beside webDist). */
  webSsrEntry: string;
  adminDist: string;
  /** Where the nightly backups of the embedded database go (BACKUP_DIR, default <dataDir>/backups). */
  backupDir: string;
  /** Nightly backups kept (BACKUP_KEEP, default 7; 0 turns the nightly backups off). */
  backupKeep: number;
  /** Login failures per IP and per IP and username, the delay per username, contact submissions per IP. */
  rateLimits: RateLimitSettings;
  /** E-mail: SMTP server, sender, and the outbox worker's timings (modules/mail). */
  mail: MailSettings;
  /**
   * A contact form filled in faster than this (its fillTimeMs) is taken for a robot: answered
   * as a success, neither stored nor notified (CONTACT_MIN_FILL_MS, default 3000).
   */
  contactMinFillMs: number;
  /** Days a deleted record stays in the trash before the worker deletes it and its files (TRASH_DAYS, default 30). */
  trashDays: number;
  /**
   * The signing secret of the Stripe webhook (STRIPE_WEBHOOK_SECRET, whsec_…); a committee's
   * own, set by its administrators, overrides it (modules/donations).
   */
  stripeWebhookSecret: string | undefined;
}

export const DEFAULT_TRASH_DAYS = 30;

export interface S3Settings {
  /** Bucket of the uploaded files (S3_BUCKET); it must exist. */
  bucket: string;
  /** Region (S3_REGION, default us-east-1; MinIO accepts any). */
  region: string;
  /** Endpoint of an S3-compatible store other than AWS (S3_ENDPOINT, e.g. http://minio:9000). */
  endpoint: string | undefined;
  /** Bucket in the path rather than the host name (S3_FORCE_PATH_STYLE; MinIO needs it). */
  forcePathStyle: boolean;
  /**
   * Public base URL of the objects (S3_PUBLIC_URL, e.g. a CDN or the bucket's website):
   * records then keep absolute URLs under it. Unset: files are streamed through /api/uploads.
   */
  publicUrl: string | undefined;
  /** AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY; unset: the SDK's own chain (profile, role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

export interface MailSettings {
  /**
   * SMTP server (SMTP_URL): smtp://user:password@host:587 (STARTTLS when offered) or
   * smtps://user:password@host:465 (TLS); user and password URL-encoded. Unset: nothing is
   * sent, messages wait in the outbox and the admin dashboard says so.
   */
  smtpUrl: string | undefined;
  /**
   * Sender of every message (MAIL_FROM, e.g. `Comitato CRI <noreply@example.org>`). Unset:
   * noreply@ the host of the committee that sends (PUBLIC_URL's for one committee).
   */
  from: string;
  /** Whether MAIL_FROM was given (otherwise each committee sends from its own host). */
  fromGiven: boolean;
  /** How often each process's outbox worker looks for messages to send (MAIL_POLL_INTERVAL_MS). */
  pollIntervalMs: number;
  /** Tries per message before it is marked failed and shown in the admin. */
  maxAttempts: number;
  /** Wait after the first failed try, doubled after each further one, up to maxRetryDelayMs. */
  retryBaseMs: number;
  maxRetryDelayMs: number;
  /** Connection, greeting and socket timeout of one SMTP delivery. */
  sendTimeoutMs: number;
  /**
   * How long a claimed message stays reserved for the process sending it; a process that
   * crashed mid-send leaves it to be retried after this. Longer than a whole delivery.
   */
  leaseMs: number;
  /** How often the retention job deletes expired contact requests (once across processes). */
  retentionIntervalMs: number;
}

export const DEFAULT_CONTACT_MIN_FILL_MS = 3_000;

export const defaultMailTimings: Omit<MailSettings, 'smtpUrl' | 'from' | 'fromGiven'> = {
  pollIntervalMs: 5_000,
  maxAttempts: 8,
  retryBaseMs: 30_000,
  maxRetryDelayMs: 6 * 60 * 60 * 1000,
  sendTimeoutMs: 30_000,
  leaseMs: 5 * 60 * 1000,
  retentionIntervalMs: 24 * 60 * 60 * 1000,
};

/** A sender as MAIL_FROM may give it: `address` or `Name <address>`, on one line. */
/** A host name: labels of letters, digits and hyphens, separated by dots. */
export const HOSTNAME_PATTERN =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

const MAIL_FROM_PATTERN = /^(?:[^\r\n<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

function parseSmtpUrl(raw: string | undefined, errors: string[]): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    errors.push('SMTP_URL non è un URL valido (es. smtp://utente:password@host:587)');
    return undefined;
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    errors.push('SMTP_URL deve iniziare con smtp:// o smtps://');
  } else if (!url.hostname) {
    errors.push("SMTP_URL deve indicare l'host del server SMTP");
  }
  return raw;
}

function isHttpUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_PUBLIC_URL'] as const;

/** The object store's settings, or undefined (local folder) when S3_BUCKET is unset. */
function parseS3(env: NodeJS.ProcessEnv, errors: string[]): S3Settings | undefined {
  const bucket = env.S3_BUCKET || undefined;
  if (!bucket) {
    const stray = S3_VARIABLES.filter((name) => env[name]);
    if (stray.length > 0) {
      errors.push(`${stray.join(', ')} impostat${stray.length > 1 ? 'e' : 'a'} senza S3_BUCKET`);
    }
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    errors.push(
      'S3_BUCKET deve essere un nome di bucket valido (3-63 caratteri: minuscole, cifre, punto, trattino)',
    );
  }
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !isHttpUrl(endpoint)) {
    errors.push('S3_ENDPOINT deve essere un URL http(s) (es. http://minio:9000)');
  }
  const publicUrl = env.S3_PUBLIC_URL ? env.S3_PUBLIC_URL.replace(/\/+$/, '') : undefined;
  if (publicUrl !== undefined && !isHttpUrl(publicUrl)) {
    errors.push('S3_PUBLIC_URL deve essere un URL http(s)');
  }
  const region = env.S3_REGION || 'us-east-1';
  if (!/^[a-z0-9-]{1,64}$/.test(region)) {
    errors.push('S3_REGION deve essere il nome di una regione (es. eu-south-1)');
  }
  const accessKeyId = env.AWS_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    errors.push('AWS_ACCESS_KEY_ID e AWS_SECRET_ACCESS_KEY vanno impostate insieme');
  }
  return {
    bucket,
    region,
    endpoint,
    forcePathStyle: parseBoolean('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, false, errors),
    publicUrl,
    accessKeyId,
    secretAccessKey,
  };
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
  const webDist = path.resolve(env.WEB_DIST || path.join(repoRoot, 'web', 'dist'));
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
  const platformDomain = env.PLATFORM_DOMAIN?.trim().toLowerCase() || undefined;
  if (platformDomain !== undefined && !HOSTNAME_PATTERN.test(platformDomain)) {
    errors.push('PLATFORM_DOMAIN deve essere un nome di dominio (es. comitati.example.org)');
  }
  const mailFrom = env.MAIL_FROM || `Comitato <noreply@${hostnameOf(publicUrl)}>`;
  if (!MAIL_FROM_PATTERN.test(mailFrom)) {
    errors.push('MAIL_FROM deve essere un indirizzo e-mail, anche nella forma "Nome <indirizzo>"');
  }
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, '.data'));
  const config: AppConfig = {
    port,
    host: env.HOST || undefined,
    databaseUrl,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    s3: parseS3(env, errors),
    backupDir: path.resolve(env.BACKUP_DIR || path.join(dataDir, 'backups')),
    backupKeep: parseInteger('BACKUP_KEEP', env.BACKUP_KEEP, 7, 0, 365, errors),
    publicUrl,
    siteUrl: env.PUBLIC_URL ? publicUrl : undefined,
    platformDomain,
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
    webDist,
    webSsrEntry: path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js'),
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
      enrolmentPerIp: {
        ...defaultRateLimits.enrolmentPerIp,
        limit: parseInteger(
          'ENROLMENT_RATE_LIMIT',
          env.ENROLMENT_RATE_LIMIT,
          defaultRateLimits.enrolmentPerIp.limit,
          1,
          10_000,
          errors,
        ),
      },
    },
    mail: {
      ...defaultMailTimings,
      smtpUrl: parseSmtpUrl(env.SMTP_URL, errors),
      from: mailFrom,
      fromGiven: Boolean(env.MAIL_FROM),
      pollIntervalMs: parseInteger(
        'MAIL_POLL_INTERVAL_MS',
        env.MAIL_POLL_INTERVAL_MS,
        defaultMailTimings.pollIntervalMs,
        10,
        3_600_000,
        errors,
      ),
    },
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    contactMinFillMs: parseInteger(
      'CONTACT_MIN_FILL_MS',
      env.CONTACT_MIN_FILL_MS,
      DEFAULT_CONTACT_MIN_FILL_MS,
      0,
      600_000,
      errors,
    ),
    trashDays: parseInteger('TRASH_DAYS', env.TRASH_DAYS, DEFAULT_TRASH_DAYS, 1, 3650, errors),
  };
  if (errors.length > 0) throw new ConfigError(errors);
  return config;
}
