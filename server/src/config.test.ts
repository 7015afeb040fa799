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
      siteUrl: 'https://cri.example.org',
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

  it('reads the e-mail settings: no SMTP by default, smtp:// or smtps:// URLs, a sender', () => {
    const defaults = loadConfig({ PUBLIC_URL: 'https://cri.example.org' });
    expect(defaults.mail.smtpUrl).toBeUndefined();
    expect(defaults.mail.from).toBe('Comitato <noreply@cri.example.org>');
    expect(defaults.contactMinFillMs).toBe(3000);
    const configured = loadConfig({
      SMTP_URL: 'smtps://utente%40cri:pa%2Fss@smtp.example.org:465',
      MAIL_FROM: 'Comitato CRI <noreply@cri.example.org>',
      MAIL_POLL_INTERVAL_MS: '250',
    });
    expect(configured.mail).toMatchObject({
      smtpUrl: 'smtps://utente%40cri:pa%2Fss@smtp.example.org:465',
      from: 'Comitato CRI <noreply@cri.example.org>',
      pollIntervalMs: 250,
    });
    expect(loadConfig({ SMTP_URL: 'smtp://smtp.example.org' }).mail.smtpUrl).toBe(
      'smtp://smtp.example.org',
    );
  });

  it('refuses an SMTP_URL of another scheme or none, and a MAIL_FROM that is not an address', () => {
    let error: unknown;
    try {
      loadConfig({
        SMTP_URL: 'http://smtp.example.org',
        MAIL_FROM: 'Comitato\r\nBcc: x@y.it <a@b.it>',
        MAIL_POLL_INTERVAL_MS: '0',
      });
    } catch (caught) {
      error = caught;
    }
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/SMTP_URL deve iniziare con smtp:\/\/ o smtps:\/\//);
    expect(problems).toMatch(/MAIL_FROM deve essere un indirizzo e-mail/);
    expect(problems).toMatch(/MAIL_POLL_INTERVAL_MS deve essere un intero/);
    expect(() => loadConfig({ SMTP_URL: 'non un url' })).toThrow(/SMTP_URL non è un URL valido/);
  });

  it('keeps uploads on the disk without S3_BUCKET, and reads the object store settings with it', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const config = loadConfig({
      S3_BUCKET: 'comitato-uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.org/uploads/',
      AWS_ACCESS_KEY_ID: 'chiave',
      AWS_SECRET_ACCESS_KEY: 'segreto-di-prova',
    });
    expect(config.s3).toEqual({
      bucket: 'comitato-uploads',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.org/uploads',
      accessKeyId: 'chiave',
      secretAccessKey: 'segreto-di-prova',
    });
    expect(loadConfig({ S3_BUCKET: 'sito', S3_REGION: 'eu-south-1' }).s3).toMatchObject({
      region: 'eu-south-1',
      endpoint: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
      accessKeyId: undefined,
    });
  });

  it('refuses object store settings that cannot work', () => {
    const problemsOf = (env: NodeJS.ProcessEnv): string => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
      return '';
    };
    expect(problemsOf({ S3_ENDPOINT: 'http://minio:9000', S3_PUBLIC_URL: 'https://x.it' })).toMatch(
      /S3_ENDPOINT, S3_PUBLIC_URL impostate senza S3_BUCKET/,
    );
    const problems = problemsOf({
      S3_BUCKET: 'Bucket_Maiuscolo',
      S3_ENDPOINT: 'minio:9000',
      S3_PUBLIC_URL: 'ftp://cdn.example.org',
      S3_FORCE_PATH_STYLE: 'forse',
      S3_REGION: 'Europa Sud',
      AWS_ACCESS_KEY_ID: 'solo-la-chiave',
    });
    expect(problems).toMatch(/S3_BUCKET deve essere un nome di bucket valido/);
    expect(problems).toMatch(/S3_ENDPOINT deve essere un URL http\(s\)/);
    expect(problems).toMatch(/S3_PUBLIC_URL deve essere un URL http\(s\)/);
    expect(problems).toMatch(/S3_FORCE_PATH_STYLE deve essere true o false/);
    expect(problems).toMatch(/S3_REGION deve essere il nome di una regione/);
    expect(problems).toMatch(/AWS_ACCESS_KEY_ID e AWS_SECRET_ACCESS_KEY vanno impostate insieme/);
  });
});
