import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  createTestDb,
  type DbKind,
  type TestDatabase,
  type TestDbPreparation,
} from '@kairos/db/test/test-db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import type { Deps } from '../src/deps.ts';
import { hashSessionToken } from '../src/features/accounts/session-token.ts';
import { createMailTransport, type MailTransport } from '../src/features/mail/transport.ts';
import { xsrfTokenFor } from '../src/http/xsrf.ts';
import { createJobQueue } from '../src/jobs/queue.ts';
import { allJobs } from '../src/jobs/registry.ts';
import { bookingPorts, changeListeners, lifecycleSubscribers } from '../src/listeners.ts';

export interface TestClock {
  now: () => Date;
  set(iso: string | Date): void;
  advance(ms: number): void;
}

export function createClock(start: string | Date = new Date()): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (iso) => {
      current = new Date(iso);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  database: TestDatabase;
  clock: TestClock;
  close(): Promise<void>;
}

export const testConfig: Config = {
  port: 0,
  host: '127.0.0.1',
  dataDir: '/nonexistent',
  databaseUrl: undefined,
  publicUrl: 'http://localhost:3000',
  publicBookingsOrigin: undefined,
  sessionSecret: 'test-secret-test-secret-test-secret-0123',
  secretsKey: 'test-secrets-key-test-secrets-key-0123',
  smtpUrl: undefined,
  logLevel: 'silent',
  demo: false,
  trustProxy: false,
  whatsappApiUrl: 'http://127.0.0.1:9/v21.0',
};

/** A real app over a fresh, migrated database of the given kind. */
export interface TestAppOptions {
  clock?: TestClock;
  /** A real transport (e.g. SMTP to an in-process server); the dev outbox by default. */
  mail?: MailTransport;
  /** Start job workers (default true). */
  workers?: boolean;
  /** Settings that differ from `testConfig` (e.g. the address of a local fake API). */
  config?: Partial<Config>;
  /** The built web app to serve (none by default). */
  webDist?: string;
}

/**
 * The job queue's tables and every job's queue (a table each), made once on the migrated test
 * database before it is copied, as the first start of a server makes them; each app's own start
 * then finds them in place. Keyed by the pg-boss version and the jobs' queue settings.
 */
export function jobQueuePreparation(): TestDbPreparation {
  const definitions = allJobs({} as Deps).map(({ name, retryLimit, expireInSeconds }) => ({
    name,
    retryLimit,
    expireInSeconds,
  }));
  const { version } = createRequire(import.meta.url)('pg-boss/package.json') as { version: string };
  return {
    key: `pg-boss ${version} ${JSON.stringify(definitions)}`,
    run: async (database) => {
      const jobs = await createJobQueue(database, { schedule: false });
      try {
        await jobs.prepare(allJobs({} as Deps));
      } finally {
        await jobs.stop();
      }
    },
  };
}

export async function createTestApp(kind: DbKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDb(kind, jobQueuePreparation());
  const clock = options.clock ?? createClock();
  const jobs = await createJobQueue(database, { pollingIntervalSeconds: 0.5, schedule: false });
  const mail = options.mail ?? createMailTransport(undefined, () => {});
  const deps: Deps = {
    db: database.db,
    database,
    config: { ...testConfig, ...options.config },
    now: clock.now,
    mail,
    jobs,
    listeners: changeListeners(),
    subscribers: lifecycleSubscribers(),
    ...bookingPorts(),
  };
  if (options.workers !== false) await jobs.work(allJobs(deps));
  const app = await buildApp(deps, { webDist: options.webDist ?? '/nonexistent' });
  await app.ready();
  return {
    app,
    deps,
    database,
    clock,
    close: async () => {
      await app.close();
      await jobs.stop();
      await database.close();
    },
  };
}

/** A cookie jar for `inject`, with the XSRF echo a browser client would do. */
export class Agent {
  private cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    options: { xsrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.prime();
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (options.xsrf !== false && xsrf) headers['x-xsrf-token'] = xsrf;
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    this.store(response);
    return response;
  }

  /** A first request, with the cookies so far, for the anti-forgery cookie (bound to the session, if any). */
  private async prime(): Promise<void> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    this.store(
      await this.app.inject({ method: 'GET', url: '/api/health', headers: cookie ? { cookie } : {} }),
    );
  }

  private store(response: LightMyRequestResponse): void {
    for (const c of response.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}

let counter = 0;
export function uniqueEmail(prefix = 'host'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Signs a new host up and returns its logged-in client and session body. */
export async function signUpHost(app: FastifyInstance, overrides: Partial<Record<string, string>> = {}) {
  const agent = new Agent(app);
  const body = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailId: uniqueEmail(),
    password: 'correct horse battery',
    companyName: 'Analytical Engines',
    ...overrides,
  };
  const response = await agent.request('POST', '/api/v1/user/signup', body);
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return {
    agent,
    body,
    session: response.json() as { agent: { _id: string }; workspace: { _id: string; accessLink: string } },
  };
}

/** A logged-in client for an agent made directly in the database (no password needed). */
export async function sessionFor(t: TestApp, agentId: string, workspaceId: string): Promise<Agent> {
  const token = randomBytes(32).toString('base64url');
  await t.database.execute(
    'insert into sessions (token_hash, agent_id, workspace_id, expires_at) values ($1, $2, $3, $4)',
    [
      hashSessionToken(t.deps.config.sessionSecret, token),
      agentId,
      workspaceId,
      new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
    ],
  );
  const agent = new Agent(t.app);
  agent.setCookie('kairos_session', token);
  agent.setCookie('XSRF-TOKEN', xsrfTokenFor(t.deps.config.sessionSecret, token));
  return agent;
}
