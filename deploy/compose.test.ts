import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../apps/server/src/config.ts';

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));
// Compose resolves YAML merge keys (`<<: *kairos`); so must the parser.
const compose = parse(readFileSync(here('compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Record<string, unknown>>;
};
const caddyfile = readFileSync(here('Caddyfile'), 'utf8');
const example = Object.fromEntries(
  readFileSync(here('.env.example'), 'utf8')
    .split('\n')
    .filter((l) => /^[A-Z0-9_]+=/.test(l))
    .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
);

const kairos = Object.entries(compose.services).filter(([name]) => name.startsWith('kairos-'));

function hasDocker(): boolean {
  try {
    execFileSync('docker', ['compose', 'version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('the multi-process deployment (deploy/compose.yaml)', () => {
  it('runs PostgreSQL, a one-shot migration, two Kairos processes and a proxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'kairos-1',
      'kairos-2',
      'migrate',
      'postgres',
      'proxy',
    ]);
    expect(compose.services.postgres?.image).toMatch(/^postgres:15/);
    expect(compose.services.migrate?.command).toEqual(['npm', 'run', 'migrate']);
    expect(compose.services.migrate?.restart).toBe('no');
    const scripts = JSON.parse(readFileSync(here('../package.json'), 'utf8')).scripts as Record<
      string,
      string
    >;
    expect(scripts.migrate).toBe('tsx scripts/migrate.ts');
  });

  it('starts each Kairos process behind the proxy, after the migration, on the shared database', () => {
    expect(kairos).toHaveLength(2);
    for (const [, service] of kairos) {
      const env = service.environment as Record<string, string>;
      expect(env.TRUST_PROXY).toBe('true');
      expect(env.DATABASE_URL).toMatch(
        /^postgres:\/\/kairos:\$\{POSTGRES_PASSWORD[^}]*\}@postgres:5432\/kairos$/,
      );
      expect(service.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        migrate: { condition: 'service_completed_successfully' },
      });
      expect(JSON.stringify((service.healthcheck as { test: string[] }).test)).toContain('/ready');
      // Longer than the server's own shutdown bound, so SIGTERM drains before Docker kills.
      expect(Number.parseInt(String(service.stop_grace_period), 10)).toBeGreaterThan(10);
      expect(service.env_file).toBe('.env');
      expect(service.ports).toBeUndefined();
    }
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams?.sort()).toEqual(kairos.map(([name]) => `${name}:3000`).sort());
    expect(caddyfile).toMatch(/health_uri \/ready/);
    expect(compose.services.proxy?.ports).toEqual(['80:80', '443:443']);
  });

  it('names every secret and service address in .env.example, and the server accepts them', () => {
    for (const name of [
      'POSTGRES_PASSWORD',
      'SESSION_SECRET',
      'SECRETS_KEY',
      'SMTP_URL',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_ENDPOINT',
      'PUBLIC_URL',
      'KAIROS_DOMAIN',
    ]) {
      expect(example, name).toHaveProperty(name);
    }
    const secret = 'x'.repeat(64);
    const filled = {
      ...example,
      POSTGRES_PASSWORD: secret,
      SESSION_SECRET: secret,
      SECRETS_KEY: secret,
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      S3_BUCKET: 'kairos',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      ...(kairos[0]?.[1].environment as Record<string, string>),
      DATABASE_URL: 'postgres://kairos:pw@postgres:5432/kairos',
    };
    const config = loadConfig(filled);
    expect(config.trustProxy).toBe(true);
    expect(config.s3?.bucket).toBe('kairos');
    expect(config.smtpUrl).toBe('smtp://user:pass@mail.example.com:587');
    expect(config.publicUrl).toBe('https://book.example.com');
  });

  it('is a file Docker Compose accepts, where Docker is installed', () => {
    // This machine has no Docker; where it has, the compose file must at least resolve.
    if (!hasDocker()) {
      expect(hasDocker()).toBe(false);
      return;
    }
    const out = execFileSync(
      'docker',
      ['compose', '-f', here('compose.yaml'), '--env-file', here('.env.example'), 'config', '--services'],
      {
        env: { ...process.env, POSTGRES_PASSWORD: 'x', KAIROS_DOMAIN: 'book.example.com' },
      },
    ).toString();
    expect(out.trim().split('\n').sort()).toEqual(['kairos-1', 'kairos-2', 'migrate', 'postgres', 'proxy']);
  });
});
