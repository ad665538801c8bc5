import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bookOverHttp,
  createAllDayEvent,
  freePort,
  type ServerProcess,
  signUpOverHttp,
  startServerProcess,
} from '../apps/server/test/server-process.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const caddy = process.env.CADDY_PATH || '/usr/bin/caddy';
const adminUrl = process.env.TEST_DATABASE_URL;
const hasCaddy = existsSync(caddy);
if (adminUrl && !hasCaddy)
  console.log(`bare-metal deployment test skipped: no Caddy at ${caddy} (run scripts/ensure-caddy.mjs)`);

/**
 * The README's "Without Docker" deployment, followed on this machine: a new PostgreSQL database,
 * `npm run migrate` once, two server processes with the same secrets and TRUST_PROXY=true, and
 * Caddy in front with deploy/Caddyfile.bare-metal. Bookings go through the proxy, both processes
 * serve, /ready answers through the proxy, and everything stops cleanly.
 */
describe.runIf(adminUrl)('the bare-metal deployment (README, deploy/Caddyfile.bare-metal)', () => {
  const name = `kairos_deploy_${Date.now().toString(36)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'kairos-deploy-'));
  const processes: ServerProcess[] = [];
  let proxy: ChildProcess | undefined;

  afterAll(async () => {
    proxy?.kill('SIGKILL');
    for (const p of processes) p.child.kill('SIGKILL');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.runIf(hasCaddy)(
    'migrates once, runs two processes behind Caddy, books through it and stops cleanly',
    async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl ?? '');
      url.pathname = `/${name}`;
      const databaseUrl = url.toString();

      // 1. Migrations, once.
      const migrate = spawnSync('npm', ['run', '--silent', 'migrate'], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: databaseUrl },
        encoding: 'utf8',
      });
      expect(migrate.status, migrate.stderr).toBe(0);
      expect(migrate.stdout).toContain('Migrations applied to PostgreSQL.');

      // 2. Two processes with the same settings, each on its own port.
      const proxyPort = await freePort();
      const env = {
        PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
        SESSION_SECRET: 'deploy-test-session-secret-0123456789abcdef',
        SECRETS_KEY: 'deploy-test-secrets-key-0123456789abcdef0123',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'pretty',
      };
      processes.push(
        ...(await Promise.all(
          ['a', 'b'].map((dir) =>
            startServerProcess({ databaseUrl, dataDir: join(dataDir, dir), env: { ...env } }),
          ),
        )),
      );

      // 3. Caddy in front, on plain HTTP here (a domain name would get HTTPS).
      proxy = spawn(
        caddy,
        ['run', '--adapter', 'caddyfile', '--config', join(root, 'deploy/Caddyfile.bare-metal')],
        {
          env: {
            ...process.env,
            KAIROS_SITE: `http://127.0.0.1:${proxyPort}`,
            KAIROS_UPSTREAMS: processes.map((p) => `127.0.0.1:${p.port}`).join(' '),
            CADDY_ADMIN: 'off',
            XDG_DATA_HOME: join(dataDir, 'caddy-data'),
            XDG_CONFIG_HOME: join(dataDir, 'caddy-config'),
          },
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      let proxyLog = '';
      proxy.stderr?.on('data', (d) => {
        proxyLog += d;
      });
      const base = `http://127.0.0.1:${proxyPort}`;
      for (const until = Date.now() + 15_000; ; ) {
        const ready = await fetch(`${base}/ready`).catch(() => undefined);
        if (ready?.status === 200) {
          expect((await ready.json()).status).toBe('ready');
          break;
        }
        if (Date.now() > until || proxy.exitCode !== null)
          throw new Error(`Caddy did not answer:\n${proxyLog}`);
        await new Promise((r) => setTimeout(r, 100));
      }

      // 4. A host signs up and visitors book, all through the proxy.
      const call = await signUpOverHttp(base, 'Deployed');
      const eventId = await createAllDayEvent(call);
      const first = Date.UTC(new Date().getUTCFullYear() + 1, 0, 4, 9, 0);
      const answers = await Promise.all(
        Array.from({ length: 6 }, async (_, i) => {
          const res = await bookOverHttp(base, eventId, first + i * 15 * 60_000, {
            fullName: `Visitor ${i}`,
            emailId: `deploy-visitor-${i}@example.com`,
          });
          return res.status;
        }),
      );
      expect(answers).toEqual([202, 202, 202, 202, 202, 202]);
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const { rows } = await db.query('select count(*)::int as n from meetings');
      await db.end();
      expect(rows[0]?.n).toBe(6);

      // Both processes served API requests (each logs one line per request).
      for (const p of processes) expect(p.output()).toMatch(/(GET|POST) \/api\/v1\/bookings\//);

      // 5. Everything stops cleanly: SIGTERM, exit 0.
      for (const p of processes) p.child.kill('SIGTERM');
      const exits = await Promise.all(processes.map((p) => p.exited));
      expect(exits).toEqual([
        { code: 0, signal: null },
        { code: 0, signal: null },
      ]);
      proxy.kill('SIGTERM');
      await new Promise((r) => proxy?.once('exit', r));
    },
    60_000,
  );
});
