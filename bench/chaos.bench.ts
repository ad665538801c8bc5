import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describeChaos, runChaos } from '../apps/server/test/chaos.ts';
import { freePort } from '../apps/server/test/server-process.ts';

const PG_BIN = process.env.CHAOS_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL server of our own (initdb in a temp dir, on a free port), so that restarting it
 * disturbs nobody else. As root, the server runs as the `postgres` user.
 */
async function privatePostgres(): Promise<{ url: string; restart(): void; stop(): void } | null> {
  if (!existsSync(join(PG_BIN, 'pg_ctl'))) return null;
  const dir = mkdtempSync(join(tmpdir(), 'kairos-chaos-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execSync(`chown postgres ${dir}`);
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(PG_BIN, command), args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'kairos', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`;
  const ctl = (action: string) =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', action]);
  ctl('start');
  return {
    url: `postgres://kairos@127.0.0.1:${port}/postgres`,
    restart: () => ctl('restart'),
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * `npm run bench -- chaos`: the crash drill at full size. By default on a private PostgreSQL
 * server, restarted with `pg_ctl restart`; or on CHAOS_DATABASE_URL, restarted with the command in
 * CHAOS_PG_RESTART (e.g. `pg_ctlcluster 15 main restart`: every client of that server sees it).
 */
export async function benchChaos(): Promise<void> {
  const given = process.env.CHAOS_DATABASE_URL;
  const restartCommand = process.env.CHAOS_PG_RESTART;
  if (given && !restartCommand) {
    console.log('chaos: CHAOS_DATABASE_URL needs CHAOS_PG_RESTART, the command that restarts that server');
    return;
  }
  const own = given ? null : await privatePostgres();
  if (!given && !own) {
    console.log(
      `chaos: skipped: no PostgreSQL binaries in ${PG_BIN} (set CHAOS_PG_BIN) and no CHAOS_DATABASE_URL`,
    );
    return;
  }
  try {
    const started = performance.now();
    const report = await runChaos({
      adminUrl: given ?? own?.url ?? '',
      distinct: 150,
      contenders: 100,
      linkLimit: 10,
      linkAttempts: 40,
      changes: 10,
      clients: 16,
      restartDatabase: async () => {
        if (restartCommand) execSync(restartCommand, { stdio: 'inherit' });
        else own?.restart();
      },
      log: (line) => console.log(`  ${line}`),
    });
    for (const line of describeChaos(report)) console.log(line);
    console.log(`drill took ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const ok =
      report.lost === 0 &&
      report.storedTwice === 0 &&
      report.doubleBookedSlots === 0 &&
      report.contestedSlotWinners <= 1 &&
      report.linkUsed <= report.linkLimit &&
      report.emails.missing + report.emails.repeatedMessages === 0 &&
      report.reminders.missing + report.reminders.repeated === 0 &&
      report.whatsapp.missing + report.whatsapp.repeated === 0 &&
      report.recovered;
    console.log(ok ? 'chaos: zero lost, zero doubled, zero repeated side effects' : 'chaos: FAILED');
    if (!ok) process.exitCode = 1;
  } finally {
    own?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchChaos();
  process.exit(process.exitCode ?? 0);
}
