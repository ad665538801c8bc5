import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, weekdays } from './booking-factory.ts';
import { uniqueEmail } from './test-app.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

export interface ServerProcess {
  base: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * One real server process (the production entry point, `apps/server/src/main.ts`), on PostgreSQL
 * when `databaseUrl` is given and on the embedded database in `dataDir` otherwise; resolves once
 * `/health` answers.
 */
export async function startServerProcess(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  /** Start it as a newcomer does, with `npm start` (the web app's build skipped), instead of node directly. */
  viaNpmStart?: boolean;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    KAIROS_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  if (options.viaNpmStart) env.KAIROS_SKIP_BUILD = '1';
  const [command, args] = options.viaNpmStart
    ? ['npm', ['start', '--silent']]
    : [process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')]];
  // npm in a process group of its own, so a test can end everything it started, orphans included.
  const child = spawn(command, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.viaNpmStart === true,
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  // The embedded database migrates from scratch at first start: slow on a busy machine.
  const until = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/health`)).ok) return { base, port, child, output: () => output, exited };
    } catch {
      // not listening yet
    }
    if (Date.now() > until || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Signs a host up over HTTP and returns a caller for the host API with its session. */
export async function signUpOverHttp(base: string, companyName: string) {
  const signup = await fetch(`${base}/api/v1/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Host',
      emailId: uniqueEmail(),
      password: 'a good password',
      companyName,
    }),
  });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const cookies = signup.headers.getSetCookie().map((c) => c.split(';')[0] as string);
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '';
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${API}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
}

/** An event bookable around the clock every day, in 15-minute meetings. */
export async function createAllDayEvent(
  call: Awaited<ReturnType<typeof signUpOverHttp>>,
  body: Record<string, unknown> = {},
): Promise<string> {
  const allDay = [{ start: 0, end: 1440 }];
  const base = weekdays();
  const week = Object.fromEntries(
    ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'].map((d) => [d, allDay]),
  );
  const event = await call('POST', '/event/add', {
    name: 'Quick',
    duration: 15,
    schedule: { type: 'ENDLESS' },
    customAvailableHour: { ...base, weeklySchedule: week },
    ...body,
  });
  return event._id as string;
}

/** `POST /meet/book` over HTTP for one visitor: the event's slot at `time` (UTC), the raw answer. */
export function bookOverHttp(
  base: string,
  eventId: string,
  time: number,
  attendee: { fullName: string; emailId: string },
): Promise<Response> {
  return fetch(`${base}${API}/meet/book`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ eventId, time: new Date(time).toISOString(), timezone: 'UTC', attendee }),
  });
}
