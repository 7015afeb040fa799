// Configuration is validated once: a bad variable stops the boot with the list of
// everything that is wrong, in Italian.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '..', '..', '.data'));
    expect(config.uploadsDir).toBe(path.join(config.dataDir, 'uploads'));
    expect(config.seed).toBe(true);
    expect(config.graphqlIntrospection).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:4000');
  });

  it('reads the variables', () => {
    const config = loadConfig({
      PORT: '4123',
      DATABASE_URL: 'postgres://app@db:5432/comitato',
      DATA_DIR: '/tmp/comitato-data',
      GRAPHQL_INTROSPECTION: 'false',
      SEED: 'no',
      PUBLIC_URL: 'https://cri.example.org/',
      TRUST_PROXY: '1',
      CONTACT_RATE_LIMIT: '50',
    });
    expect(config.rateLimits.contactPerIp.limit).toBe(50);
    expect(config).toMatchObject({
      port: 4123,
      databaseUrl: 'postgres://app@db:5432/comitato',
      dataDir: '/tmp/comitato-data',
      graphqlIntrospection: false,
      seed: false,
      publicUrl: 'https://cri.example.org',
      trustProxy: 1,
    });
  });

  it('lists every invalid variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'ottanta',
        DATABASE_URL: 'mysql://x',
        GRAPHQL_INTROSPECTION: 'forse',
        ADMIN_PASSWORD: 'corta',
        ADMIN_USERNAME: 'a b',
        CONTACT_RATE_LIMIT: '0',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(6);
    expect(problems.join('\n')).toMatch(/CONTACT_RATE_LIMIT deve essere un intero/);
    expect(problems.join('\n')).toMatch(/PORT deve essere un intero/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL deve iniziare con postgres/);
    expect(problems.join('\n')).toMatch(/GRAPHQL_INTROSPECTION deve essere true o false/);
    expect(problems.join('\n')).toMatch(/ADMIN_PASSWORD deve avere almeno 10 caratteri/);
    expect((error as ConfigError).message).toMatch(/^Configurazione non valida:/);
  });
});
