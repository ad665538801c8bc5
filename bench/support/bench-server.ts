import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '@kairos/db/client';
import { createTestDb } from '@kairos/db/test/test-db';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Statements by text: sent by a request outside or inside a transaction, or by background work (jobs). */
export type QueryCounts = Record<'request' | 'transaction' | 'background', Record<string, number>>;

export interface BenchServer {
  base: string;
  database: Database;
  /** The SQL statements the server process has sent so far, by origin and statement text. */
  queryCounts(): Promise<QueryCounts>;
  /**
   * CPU time (ms, user + system) used so far by the server process and by the database's server
   * processes serving its database; undefined where /proc cannot tell (not Linux, another host).
   */
  cpuMs(): Promise<{ server: number; database: number } | undefined>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

export const NEEDS_POSTGRES =
  'skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server where the user may create databases';

/**
 * A production server process on a fresh, throw-away PostgreSQL database made on the server of
 * BENCH_DATABASE_URL or TEST_DATABASE_URL; `null` when neither is set. The bench seeds data
 * through `database` while the server runs. With BENCH_CPU_PROF=DIR the server writes a V8 CPU
 * profile into DIR when it stops (open it in Chrome's DevTools or speedscope).
 */
export async function startBenchServer(): Promise<BenchServer | null> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  process.env.TEST_DATABASE_URL = adminUrl;
  const database = await createTestDb('postgres');
  const dataDir = mkdtempSync(join(tmpdir(), 'kairos-bench-'));
  const port = await freePort();
  const queryLog = join(dataDir, 'queries.json');
  const profile = process.env.BENCH_CPU_PROF;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
      '--import',
      'tsx',
      '--import',
      join(root, 'bench/support/count-queries.ts'),
      join(root, 'apps/server/src/main.ts'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        BENCH_QUERY_LOG: queryLog,
        DATABASE_URL: database.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        KAIROS_DEMO: 'false',
        LOG_LEVEL: 'warn',
        // Load comes from one machine; each simulated visitor names its own address.
        TRUST_PROXY: 'true',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > until || child.exitCode !== null) throw new Error('bench server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  let snapshot = 0;
  return {
    base,
    database,
    queryCounts: async () => {
      snapshot += 1;
      child.kill('SIGUSR2');
      for (let waited = 0; waited < 5000; waited += 20) {
        if (existsSync(queryLog)) {
          const written = JSON.parse(readFileSync(queryLog, 'utf8')) as {
            snapshot: number;
            counts: QueryCounts;
          };
          if (written.snapshot === snapshot) return written.counts;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error('the bench server wrote no query counts');
    },
    cpuMs: async () => {
      const server = processCpuMs(child.pid);
      if (server === undefined) return undefined;
      const name = new URL(database.url ?? '').pathname.slice(1);
      const { rows } = await database.execute(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      const backends = rows.map((r) => processCpuMs(Number(r.pid)));
      if (backends.some((ms) => ms === undefined)) return undefined;
      return { server, database: backends.reduce<number>((sum, ms) => sum + (ms ?? 0), 0) };
    },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A process's CPU time in ms from /proc (utime + stime, in clock ticks of 10 ms). */
function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** A logged-in host session over plain HTTP. */
export async function signUp(base: string, companyName: string) {
  const res = await fetch(`${base}/api/v1/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      emailId: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'benchmark-password',
      companyName,
    }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] as string);
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '';
  const session = (await res.json()) as { agent: { _id: string }; workspace: { _id: string } };
  const call = async (method: string, path: string, body?: unknown) => {
    const r = await fetch(`${base}/api/v1/bookings${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await r.text();
    if (r.status >= 400) throw new Error(`${method} ${path}: ${r.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  return { session, call };
}

/** Latency percentiles of `total` calls made by `concurrency` clients in parallel. */
export async function measure(
  total: number,
  concurrency: number,
  call: (i: number) => Promise<void>,
): Promise<{ p50: number; p95: number; p99: number; perSecond: number }> {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < total; i = next++) {
        const t0 = performance.now();
        await call(i);
        times.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const sorted = times.toSorted((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), perSecond: total / elapsed };
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Keep-alive connections for the load: one per simulated client, reused as a browser would. */
const loadAgent = new Agent({ keepAlive: true, maxSockets: 64 });

/**
 * POSTs a JSON body over a kept-alive connection and reads the whole answer: the load generator.
 * `node:http` rather than `fetch`, which costs the benchmark's own process several times the CPU
 * per request and, on two cores, takes it from the server being measured.
 */
export function postJson(url: string, body: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: loadAgent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The CPU this (the load-generating) process used during `run`, in milliseconds. */
export async function ownCpuMs<T>(run: () => Promise<T>): Promise<{ result: T; cpuMs: number }> {
  const before = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(before);
  return { result, cpuMs: (used.user + used.system) / 1000 };
}

/**
 * A round robin of `count` hosts in the signed-up host's workspace: the host and `count - 1`
 * members made directly in the database (zones cycling through five), and the event.
 */
export async function seedRoundRobin(
  server: BenchServer,
  host: Awaited<ReturnType<typeof signUp>>,
  count: number,
): Promise<{ agentIds: string[]; eventId: string }> {
  const { rows } = await server.database.execute(
    `with a as (
       insert into agents (email_id, password_hash, first_name, timezone)
       select 'bench-agent-' || g || '-' || $2 || '@example.com', 'x', 'Agent ' || g,
              (array['Europe/Berlin','America/New_York','Asia/Kolkata','Europe/London','Asia/Tokyo'])[1 + g % 5]
       from generate_series(1, $1::int - 1) g returning id)
     insert into memberships (workspace_id, agent_id, role)
     select $3, id, '{"name":"Member","permissions":{},"isSuperAdminRole":false,"isAutoCreated":true}' from a
     returning agent_id`,
    [count, Date.now(), host.session.workspace._id],
  );
  const agentIds = [host.session.agent._id, ...rows.map((r) => String(r.agent_id))];
  const event = await host.call('POST', '/event/add', {
    name: 'Round robin',
    duration: 30,
    type: 'ROUNDROBIN',
    bounds: { slotGap: 15, buffer: { beforeMeeting: 0, afterMeeting: 0 } },
    schedule: { type: 'ENDLESS' },
    agents: agentIds.map((userId, i) => ({ userId, isOrganizer: i === 0 })),
  });
  return { agentIds, eventId: event._id };
}

/** The statements sent between two snapshots, per unit of work (e.g. per booking), most frequent first. */
export function queriesPer(before: QueryCounts, after: QueryCounts, units: number) {
  const origin = (key: keyof QueryCounts) => {
    const rows = Object.entries(after[key])
      .map(([text, n]) => ({ text, per: (n - (before[key][text] ?? 0)) / units }))
      .filter((r) => r.per > 0)
      .sort((a, b) => b.per - a.per);
    return { total: rows.reduce((sum, r) => sum + r.per, 0), rows };
  };
  return { request: origin('request'), transaction: origin('transaction'), background: origin('background') };
}
