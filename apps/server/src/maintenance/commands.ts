import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createDb, type Database, pendingMigrationCount } from '@kairos/db/client';
import { DataDirInUseError } from '@kairos/db/data-dir-lock';
import {
  isEmbeddedDataDir,
  NotASnapshotError,
  readSnapshot,
  snapshotEmbedded,
} from '@kairos/db/embedded-snapshot';
import { BackupChannelError, formatSize, requestBackup } from './backup-channel.ts';
import { backupStamp, writeFileWhole } from './backups.ts';

/** Where a command prints: its lines for the operator, and its errors. */
export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
}

export const consoleIo: CommandIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

/** DATA_DIR as the server reads it (relative to where the server starts: the repository's root). */
export function dataDirOf(env: NodeJS.ProcessEnv): string {
  return resolve(env.DATA_DIR || './data');
}

/** Files named on the command line are relative to where `npm run` was typed, not to the root npm moves to. */
function fromCallerDir(env: NodeJS.ProcessEnv, path: string): string {
  return resolve(env.INIT_CWD || process.cwd(), path);
}

/** What to say about the key that opens the stored secrets, never the key itself. */
function secretsKeyNote(env: NodeJS.ProcessEnv, dataDir: string): string {
  const where = env.SECRETS_KEY
    ? 'the SECRETS_KEY setting of this server'
    : existsSync(join(dataDir, 'secrets-key'))
      ? `the file ${join(dataDir, 'secrets-key')}`
      : 'SECRETS_KEY, or the secrets-key file the server generates in DATA_DIR';
  return `Keep the secrets key with your backups, stored apart from them: without it the passwords and tokens stored in the database cannot be read. It is ${where}.`;
}

/**
 * `npm run backup [FILE or DIRECTORY]`: a consistent snapshot of the embedded database. Asked of
 * the running server when there is one (it alone may open the files), otherwise taken from the
 * stopped database's files. Exits non-zero on PostgreSQL, which has its own tools.
 */
export async function backupCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  io: CommandIo = consoleIo,
): Promise<number> {
  if (env.DATABASE_URL) {
    io.err(
      'This server runs on PostgreSQL (DATABASE_URL is set); `npm run backup` covers the embedded database only.\n' +
        'Back PostgreSQL up with its own tools, for example:\n' +
        '  pg_dump --format=custom --file=kairos.dump "$DATABASE_URL"\n' +
        'and restore with pg_restore (see docs/operators/backups.md).',
    );
    return 1;
  }
  const dataDir = dataDirOf(env);
  const name = `kairos-backup-${backupStamp(new Date())}.tar.gz`;
  let output = fromCallerDir(env, args[0] ?? name);
  if (existsSync(output) && statSync(output).isDirectory()) output = join(output, name);
  if (existsSync(output)) {
    io.err(`${output} exists already; give the backup another name.`);
    return 1;
  }

  let data: Buffer;
  let source: string;
  try {
    const answer = await requestBackup(dataDir);
    if (answer) {
      data = answer.data;
      source = `taken by the running server (process ${answer.pid})`;
    } else {
      const pgliteDir = join(dataDir, 'pglite');
      if (!isEmbeddedDataDir(pgliteDir)) {
        io.err(`There is no embedded database in ${pgliteDir}: nothing to back up. Is DATA_DIR right?`);
        return 1;
      }
      const database = await createDb({ dataDir: pgliteDir, migrate: false });
      try {
        data = await snapshotEmbedded(database.pglite as NonNullable<Database['pglite']>);
      } finally {
        await database.close();
      }
      source = 'taken from the stopped database';
    }
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      io.err(
        `${error.message}\nThat process did not answer on the backup channel (a Kairos version without it?): stop it, then run npm run backup again.`,
      );
      return 1;
    }
    if (error instanceof BackupChannelError) {
      io.err(`The backup failed: ${error.message}`);
      return 1;
    }
    throw error;
  }
  writeFileWhole(output, data);
  io.out(`Backup written to ${output} (${formatSize(data.length)}), ${source}.`);
  io.out(secretsKeyNote(env, dataDir));
  return 0;
}

/**
 * `npm run restore FILE`: puts a backup's database into an empty DATA_DIR (or a new one) and
 * checks it opens. Refuses a directory with anything in it, so nothing is ever overwritten.
 */
export async function restoreCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  io: CommandIo = consoleIo,
): Promise<number> {
  if (env.DATABASE_URL) {
    io.err(
      '`npm run restore` puts a backup of the embedded database into DATA_DIR; DATABASE_URL is set.\n' +
        'Restore a PostgreSQL dump with pg_restore (see docs/operators/backups.md), or unset DATABASE_URL.',
    );
    return 1;
  }
  const [file] = args;
  if (!file) {
    io.err('Usage: npm run restore FILE   (a file written by npm run backup or a daily backup)');
    return 1;
  }
  const path = fromCallerDir(env, file);
  if (!existsSync(path) || !statSync(path).isFile()) {
    io.err(`No backup file at ${path}.`);
    return 1;
  }
  const dataDir = dataDirOf(env);
  const existed = existsSync(dataDir);
  if (existed && (!statSync(dataDir).isDirectory() || readdirSync(dataDir).length > 0)) {
    io.err(
      `DATA_DIR (${dataDir}) is not empty: a backup is restored only into an empty or new directory, so that nothing is overwritten.\n` +
        `Stop the server, move the directory aside (mv ${dataDir} ${dataDir}.old) or set DATA_DIR to a new directory, and run this again.`,
    );
    return 1;
  }
  let archive: Blob;
  try {
    archive = await readSnapshot(readFileSync(path));
  } catch (error) {
    if (error instanceof NotASnapshotError) {
      io.err(`${path} is ${error.message}.`);
      return 1;
    }
    throw error;
  }
  const pgliteDir = join(dataDir, 'pglite');
  let summary: { pending: number; workspaces: number; meetings: number };
  try {
    const database = await createDb({ dataDir: pgliteDir, loadDataDir: archive, migrate: false });
    try {
      const count = async (table: string) =>
        Number((await database.execute(`select count(*)::int as n from ${table}`)).rows[0]?.n ?? 0);
      summary = {
        pending: await pendingMigrationCount(database),
        workspaces: await count('workspaces'),
        meetings: await count('meetings'),
      };
    } finally {
      await database.close();
    }
  } catch (error) {
    // Leave DATA_DIR as it was found: empty, or not there.
    if (existed)
      for (const entry of readdirSync(dataDir))
        rmSync(join(dataDir, entry), { recursive: true, force: true });
    else rmSync(dataDir, { recursive: true, force: true });
    io.err(
      `${path} could not be restored: it is not a backup of a Kairos database (${error instanceof Error ? error.message : String(error)}). ${dataDir} is left empty.`,
    );
    return 1;
  }
  io.out(
    `Restored ${path} into ${pgliteDir}: ${summary.workspaces} workspaces, ${summary.meetings} meetings.`,
  );
  if (summary.pending > 0) {
    io.out(
      `It was taken by an older version: ${summary.pending} migrations will be applied at the next start.`,
    );
  }
  io.out(
    env.SECRETS_KEY
      ? 'SECRETS_KEY is set: it must be the key of the server the backup was taken from, or the stored passwords and tokens cannot be read.'
      : `Before starting, put back the secrets key of the server the backup was taken from: its secrets-key file copied to ${join(dataDir, 'secrets-key')} (and session-secret beside it, to keep sessions), or its SECRETS_KEY setting. Without it the stored passwords and tokens cannot be read.`,
  );
  return 0;
}
