import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'kairos-config-'));

describe('loadConfig', () => {
  it('applies the defaults and keeps a generated session secret in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      publicBookingsOrigin: undefined,
      demo: true,
    });
    expect(config.sessionSecret).toHaveLength(64);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('keeps a generated secrets key in DATA_DIR apart from the session secret, or reads SECRETS_KEY', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.secretsKey).toHaveLength(64);
    expect(config.secretsKey).not.toBe(config.sessionSecret);
    expect(readFileSync(join(dir, 'secrets-key'), 'utf8')).toBe(config.secretsKey);
    expect(loadConfig({ DATA_DIR: dir }).secretsKey).toBe(config.secretsKey);
    expect(loadConfig({ DATA_DIR: dir, SECRETS_KEY: 'q'.repeat(32) }).secretsKey).toBe('q'.repeat(32));
    expect(() => loadConfig({ DATA_DIR: dir, SECRETS_KEY: 'short' })).toThrow(
      /SECRETS_KEY: must be at least 32/,
    );
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u:p@db:5432/kairos',
      DATABASE_LISTEN_URL: 'postgres://u:p@db-direct:5432/kairos',
      PUBLIC_URL: 'https://book.example.com/',
      SESSION_SECRET: 's'.repeat(40),
      SMTP_URL: 'smtp://mail:25',
      LOG_LEVEL: 'warn',
      KAIROS_DEMO: 'false',
      TRUST_PROXY: 'true',
      PUBLIC_BOOKINGS_URL: 'https://meet.example.com/any/path',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicBookingsOrigin: 'https://meet.example.com',
      databaseUrl: 'postgres://u:p@db:5432/kairos',
      databaseListenUrl: 'postgres://u:p@db-direct:5432/kairos',
      publicUrl: 'https://book.example.com',
      sessionSecret: 's'.repeat(40),
      smtpUrl: 'smtp://mail:25',
      logLevel: 'warn',
      demo: false,
      trustProxy: true,
    });
  });

  it('reads the OAuth apps and addresses, with the public ones by default', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      MICROSOFT_TOKEN_URL: 'http://127.0.0.1:9999/tenant/oauth2/v2.0/token',
      ZOOM_API_URL: 'http://127.0.0.1:9999/zoom/v2/',
    });
    expect(config.oauth?.google).toMatchObject({
      clientId: 'google-id',
      clientSecret: 'google-secret',
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      apiUrl: 'https://www.googleapis.com/calendar/v3',
    });
    expect(config.oauth?.microsoft.tokenUrl).toBe('http://127.0.0.1:9999/tenant/oauth2/v2.0/token');
    expect(config.oauth?.microsoft.clientId).toBeUndefined();
    expect(config.oauth?.zoom.apiUrl).toBe('http://127.0.0.1:9999/zoom/v2');
    expect(() => loadConfig({ DATA_DIR: dataDir(), GOOGLE_TOKEN_URL: 'not a url' })).toThrow(
      /GOOGLE_TOKEN_URL/,
    );
  });

  it('reads S3 storage when its bucket and keys are given, and refuses half of it', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_REGION: 'eu-west-1',
    });
    expect(config.s3).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'files',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      region: 'eu-west-1',
    });
    expect(loadConfig({ DATA_DIR: dataDir() }).s3).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'files' })).toThrow('give all three or none');
  });

  it('keeps metrics off without METRICS_TOKEN and limits each API token to 600 requests a minute', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.metricsToken).toBeUndefined();
    expect(config.apiTokenRateLimit).toBe(600);
    const set = loadConfig({
      DATA_DIR: dataDir(),
      METRICS_TOKEN: 'm'.repeat(16),
      API_TOKEN_RATE_LIMIT: '60',
    });
    expect(set).toMatchObject({ metricsToken: 'm'.repeat(16), apiTokenRateLimit: 60 });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a port number from 0 to 65535'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN: must be at least 16 characters'],
    [
      { API_TOKEN_RATE_LIMIT: '0' },
      'API_TOKEN_RATE_LIMIT: must be a whole number of requests a minute from 1 to 100000',
    ],
    [{ API_TOKEN_RATE_LIMIT: '1.5' }, 'API_TOKEN_RATE_LIMIT: must be a whole number of requests a minute'],
    [{ PORT: '70000' }, 'PORT: must be a port number from 0 to 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
    [
      { DATABASE_LISTEN_URL: 'no' },
      'DATABASE_LISTEN_URL: must be a postgres:// or postgresql:// URL, or off',
    ],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET: must be at least 32 characters'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL:'],
    [{ KAIROS_DEMO: 'yes' }, 'KAIROS_DEMO:'],
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY:'],
  ])('stops with a message naming the variable: %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});
