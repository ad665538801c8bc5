import { join } from 'node:path';
import { createDb, type Database, pendingMigrationCount } from '@kairos/db/client';
import { CopyError, compareCounts, copyTables, listTables } from '@kairos/db/copy-tables';
import { DataDirInUseError } from '@kairos/db/data-dir-lock';
import { isEmbeddedDataDir } from '@kairos/db/embedded-snapshot';
import pg from 'pg';
import { type CommandIo, consoleIo, dataDirOf } from './commands.ts';
import { moveUnfinishedJobs, UNFINISHED_JOBS } from './move-jobs.ts';

/** A connection URL with its password hidden (in the user part or as a `password` parameter). */
export function maskDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '*****';
    if (parsed.searchParams.has('password')) parsed.searchParams.set('password', '*****');
    return parsed.toString();
  } catch {
    return url.replace(/(\/\/[^:/@]*:)[^@]*@/, '$1*****@').replace(/([?&]password=)[^&]*/i, '$1*****');
  }
}

/**
 * Why the target is not empty, or undefined when it is. Empty means no row in any table; a database
 * `npm run migrate` was run on (the migrations' own record and nothing else) counts as empty.
 */
async function whyNotEmpty(client: pg.Client): Promise<string | undefined> {
  const { rows } = await client.query<{ schema: string; table: string }>(
    `select n.nspname as schema, c.relname as table
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
      order by 1, 2`,
  );
  const filled: string[] = [];
  for (const { schema, table } of rows) {
    if (schema === 'drizzle' && table === '__drizzle_migrations') continue;
    const q = `select exists (select 1 from "${schema.replaceAll('"', '""')}"."${table.replaceAll('"', '""')}") as filled`;
    if ((await client.query<{ filled: boolean }>(q)).rows[0]?.filled) filled.push(`${schema}.${table}`);
  }
  if (filled.length === 0) return undefined;
  const named = filled.slice(0, 5).join(', ');
  return `it has rows in ${filled.length} table${filled.length === 1 ? '' : 's'} (${named}${filled.length > 5 ? ', …' : ''})`;
}

/**
 * `npm run migrate-to-postgres -- DATABASE_URL`: copies the embedded database in DATA_DIR into an
 * empty PostgreSQL database, with the server stopped. The target gets this version's migrations
 * first, then every table's rows and the job queue's unfinished jobs; the row counts are compared
 * table by table. The embedded database is left as it was (migrated to this version, if it was older).
 */
export async function moveToPostgresCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  io: CommandIo = consoleIo,
): Promise<number> {
  const [url] = args;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    io.err(
      'Usage: npm run migrate-to-postgres -- postgres://user:password@host:5432/database\n' +
        '(an empty PostgreSQL database; the server must be stopped)',
    );
    return 1;
  }
  const masked = maskDatabaseUrl(url);
  const dataDir = dataDirOf(env);
  const pgliteDir = join(dataDir, 'pglite');
  if (!isEmbeddedDataDir(pgliteDir)) {
    io.err(`There is no embedded database in ${pgliteDir}: nothing to move. Is DATA_DIR right?`);
    return 1;
  }

  let source: Database | undefined;
  let target: Database | undefined;
  let copying = false;
  try {
    try {
      source = await createDb({ dataDir: pgliteDir });
    } catch (error) {
      if (error instanceof DataDirInUseError) {
        io.err(
          `${error.message}\nThe server must be stopped while its database moves: stop it, then run this again.`,
        );
        return 1;
      }
      throw error;
    }

    const check = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    try {
      await check.connect();
    } catch (error) {
      io.err(`Could not connect to ${masked}: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
    try {
      const reason = await whyNotEmpty(check);
      if (reason) {
        io.err(
          `The database at ${masked} is not empty: ${reason}.\n` +
            'Nothing was copied. Give an empty database (createdb kairos, or drop and create this one again).',
        );
        return 1;
      }
    } finally {
      await check.end();
    }

    io.out(`Moving the embedded database in ${pgliteDir} to ${masked}`);
    target = await createDb({ databaseUrl: url, maxConnections: 2 });
    if ((await pendingMigrationCount(target)) > 0)
      throw new CopyError('the migrations were not all applied to the target');
    const pglite = source.pglite as NonNullable<Database['pglite']>;
    const pool = target.pool as pg.Pool;
    const tables = await listTables(pglite, ['public']);
    copying = true;
    const copied = await copyTables(pglite, pool, tables, {
      onTable: (t) => {
        if (t.rows > 0) io.out(`  ${t.table}: ${t.rows} row${t.rows === 1 ? '' : 's'}`);
      },
    });
    const jobs = await moveUnfinishedJobs(source, target);
    copying = false;

    const counts = await compareCounts(pglite, pool, [...tables, ...(jobs > 0 ? [UNFINISHED_JOBS] : [])]);
    const migrations = await compareCounts(pglite, pool, [
      { schema: 'drizzle', table: '__drizzle_migrations' },
    ]);
    const differ = [...counts, ...migrations].filter((c) => c.source !== c.target);
    if (differ.length > 0) {
      io.err(
        `The row counts differ after the copy:\n${differ.map((c) => `  ${c.schema}.${c.table}: ${c.source} in the embedded database, ${c.target} in PostgreSQL`).join('\n')}\n` +
          'Do not start on this copy: drop the PostgreSQL database, create it again and run this again.',
      );
      return 1;
    }
    const rows = copied.reduce((sum, t) => sum + t.rows, 0);
    io.out(
      `Copied ${rows} rows in ${tables.length} tables and ${jobs} unfinished jobs; the row counts of every table match.`,
    );
    io.out('');
    io.out('Start Kairos on PostgreSQL with:');
    io.out(`  DATABASE_URL=${masked}`);
    if (masked.includes('*****')) io.out('  (the password is hidden here: use the one you gave)');
    io.out('');
    io.out(
      env.SECRETS_KEY
        ? 'Keep the same SECRETS_KEY (and SESSION_SECRET): the stored passwords and tokens were sealed with it.'
        : `Keep the same secrets: give the new server SECRETS_KEY=$(cat ${join(dataDir, 'secrets-key')}) and SESSION_SECRET=$(cat ${join(dataDir, 'session-secret')}), or the same DATA_DIR; the stored passwords and tokens were sealed with that key.`,
    );
    io.out(
      `Uploaded files stay in ${join(dataDir, 'uploads')} (unless S3 is set): keep that folder, or copy it to the new server's DATA_DIR. The embedded database is left as it was.`,
    );
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.err(
      copying
        ? `The move failed: ${message}\nThe PostgreSQL database may hold part of it: drop it, create it again and run this again.`
        : `The move failed: ${message}`,
    );
    return 1;
  } finally {
    await target?.close();
    await source?.close();
  }
}
