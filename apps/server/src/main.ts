import { join } from 'node:path';
import { createDb } from '@kairos/db/client';
import { DataDirInUseError } from '@kairos/db/data-dir-lock';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { Deps } from './deps.ts';
import { DEMO_LOGIN, hasDefaultDemoLogin, seedDemoIfEmpty } from './features/demo/seed.ts';
import { createMailTransport } from './features/mail/transport.ts';
import { createJobQueue } from './jobs/queue.ts';
import { allJobs } from './jobs/registry.ts';
import { bookingPorts, changeListeners, lifecycleSubscribers } from './listeners.ts';
import { startEmbeddedBackups } from './maintenance/backups.ts';
import { installShutdown } from './shutdown.ts';

const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
let stoppingDuringStart = () => false;

async function main(): Promise<void> {
  const config = loadConfig();
  const shutdown = installShutdown({
    timeoutMs: config.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS,
    log: (line) => console.log(line),
  });
  const { parts } = shutdown;
  stoppingDuringStart = shutdown.stopping;
  const database = await createDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite'),
  });
  parts.database = database;
  if (shutdown.stopping()) return;
  const jobs = await createJobQueue(database);
  parts.jobs = jobs;
  if (shutdown.stopping()) return;
  const mail = createMailTransport(config.smtpUrl, (line) => console.log(line));
  const deps: Deps = {
    db: database.db,
    database,
    config,
    now: () => new Date(),
    mail,
    jobs,
    listeners: changeListeners(),
    subscribers: lifecycleSubscribers(),
    ...bookingPorts(),
  };
  await jobs.work(allJobs(deps));
  if (config.demo) await seedDemoIfEmpty(deps);
  const showDemoLogin = await hasDefaultDemoLogin(deps);
  if (shutdown.stopping()) return;
  const app = await buildApp(deps, { logger: true });
  parts.app = app;
  await app.listen({ port: config.port, host: config.host });
  if (database.kind === 'pglite') {
    parts.backups = await startEmbeddedBackups({
      database,
      dataDir: config.dataDir,
      keepDays: config.backupKeepDays ?? 14,
      log: (line) => console.log(line),
    });
  }

  const base = config.publicUrl;
  const lines = [
    '',
    `Kairos is running on ${database.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL'}.`,
    `  App:        ${base}/`,
    `  Log in:     ${base}/login`,
    `  Sign up:    ${base}/signup`,
    `  Dashboard:  ${base}/app`,
    `  API docs:   ${base}/api/docs`,
    `  Email:      ${mail.kind === 'smtp' ? 'sent over SMTP_URL' : 'no SMTP_URL set: printed here (reset and invitation links in full); the owner lists the rest at GET /api/v1/bookings/outbox'}`,
  ];
  if (showDemoLogin) {
    lines.push(
      `  Demo page:  ${base}/demo/`,
      `  Demo login: ${DEMO_LOGIN.emailId} / ${DEMO_LOGIN.password}  (change this password, or start with KAIROS_DEMO=false on an empty database to skip the demo)`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  // A signal during start-up closes what had opened; the start-up step that lost its database
  // then fails, and the shutdown in progress decides the exit.
  if (stoppingDuringStart()) return;
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('Kairos could not start:', error);
  }
  process.exit(1);
});
