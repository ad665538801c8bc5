import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Database } from '@kairos/db/client';
import { snapshotEmbedded } from '@kairos/db/embedded-snapshot';
import { type BackupChannel, formatSize, openBackupChannel } from './backup-channel.ts';

/** Daily backups are named by the time they were taken (UTC): `kairos-daily-2025-01-31T03-00-00Z.tar.gz`. */
const DAILY_PREFIX = 'kairos-daily-';
const SUFFIX = '.tar.gz';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A daily backup is due once the newest is this old: checked hourly, so about one a day without drifting. */
const DUE_AFTER_MS = 23 * HOUR_MS;

/** `2025-01-31T03-00-00Z`: the instant, to the second, in a form every file system accepts. */
export function backupStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
}

function stampTime(stamp: string): number | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z$/.exec(stamp);
  if (!m) return undefined;
  const time = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`);
  return Number.isNaN(time) ? undefined : time;
}

export function dailyBackupName(at: Date): string {
  return `${DAILY_PREFIX}${backupStamp(at)}${SUFFIX}`;
}

/** The daily backups in `dir`, with the time each was taken; other files are not theirs. */
function dailyBackups(dir: string): Array<{ name: string; takenAt: number }> {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    if (!name.startsWith(DAILY_PREFIX) || !name.endsWith(SUFFIX)) return [];
    const takenAt = stampTime(name.slice(DAILY_PREFIX.length, -SUFFIX.length));
    return takenAt === undefined ? [] : [{ name, takenAt }];
  });
}

/**
 * Writes a file whole or not at all: into a temporary file beside it, then renamed into place, so
 * a crash or a full disk never leaves half a backup under a backup's name. Refuses to replace a file.
 */
export function writeFileWhole(path: string, data: Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = join(dirname(path), `.${randomBytes(6).toString('hex')}.partial`);
  try {
    writeFileSync(temporary, data, { mode: 0o600, flag: 'wx' });
    try {
      statSync(path);
      throw Object.assign(new Error(`${path} exists already`), { code: 'EEXIST' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    renameSync(temporary, path);
  } finally {
    rmSync(temporary, { force: true });
  }
}

export interface DailyBackupResult {
  /** The file written, when one was due. */
  written?: string;
  size?: number;
  /** Daily backups removed for being older than the days kept. */
  removed: string[];
}

/**
 * Takes the daily backup into `dir` when the newest there is 23 hours old or more (or there is none),
 * then removes the daily backups taken more than `keepDays` days ago. Nothing is removed when the
 * backup fails, so a full disk never costs the backups already there. Other files in `dir` (a backup
 * copied there by hand) are left alone.
 */
export async function runDailyBackup(options: {
  snapshot: () => Promise<Buffer>;
  dir: string;
  keepDays: number;
  now: Date;
}): Promise<DailyBackupResult> {
  const now = options.now.getTime();
  const existing = dailyBackups(options.dir);
  const newest = Math.max(-Infinity, ...existing.map((b) => b.takenAt));
  if (now - newest < DUE_AFTER_MS) return { removed: [] };
  const data = await options.snapshot();
  const written = join(options.dir, dailyBackupName(options.now));
  writeFileWhole(written, data);
  const removed: string[] = [];
  for (const backup of existing) {
    if (now - backup.takenAt > options.keepDays * DAY_MS) {
      rmSync(join(options.dir, backup.name), { force: true });
      removed.push(backup.name);
    }
  }
  // Temporary files of a backup interrupted by a crash.
  for (const name of readdirSync(options.dir)) {
    if (!name.endsWith('.partial')) continue;
    try {
      if (now - statSync(join(options.dir, name)).mtimeMs > HOUR_MS)
        rmSync(join(options.dir, name), { force: true });
    } catch {
      // gone meanwhile
    }
  }
  return { written, size: data.length, removed };
}

export interface EmbeddedBackups {
  /** Stops the daily timer and the channel, waiting for a backup in progress. */
  stop(): Promise<void>;
}

export interface EmbeddedBackupOptions {
  database: Database;
  /** DATA_DIR: the channel file goes there and the daily backups to its `backups` folder. */
  dataDir: string;
  /** Days daily backups are kept; 0 turns them off (the channel stays). */
  keepDays: number;
  log: (line: string) => void;
  now?: () => Date;
  /** The first check after start (5 minutes: a server started for a moment takes none), then hourly. */
  firstCheckMs?: number;
  checkEveryMs?: number;
}

/**
 * What a server on the embedded database runs for its backups: the channel `npm run backup`
 * asks, and the daily backups in `DATA_DIR/backups`.
 */
export async function startEmbeddedBackups(options: EmbeddedBackupOptions): Promise<EmbeddedBackups> {
  const { pglite } = options.database;
  if (!pglite) throw new Error('backups are taken of the embedded database only');
  const snapshot = () => snapshotEmbedded(pglite);
  const channel: BackupChannel = await openBackupChannel({
    dataDir: options.dataDir,
    snapshot,
    log: options.log,
  });
  const dir = join(options.dataDir, 'backups');
  const now = options.now ?? (() => new Date());
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const check = () => {
    running = runDailyBackup({ snapshot, dir, keepDays: options.keepDays, now: now() }).then(
      (result) => {
        if (result.written) {
          const removed = result.removed.length
            ? `; removed ${result.removed.length} older than ${options.keepDays} days`
            : '';
          options.log(
            `Daily backup written to ${result.written} (${formatSize(result.size ?? 0)})${removed}.`,
          );
        }
      },
      (error: unknown) => {
        options.log(`Daily backup failed: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    return running;
  };
  if (options.keepDays > 0) {
    const every = options.checkEveryMs ?? HOUR_MS;
    const schedule = (delay: number) => {
      timer = setTimeout(() => {
        void check().then(() => {
          if (!stopped) schedule(every);
        });
      }, delay);
      timer.unref();
    };
    schedule(options.firstCheckMs ?? 5 * 60_000);
  }
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await channel.close();
      await running;
    },
  };
}
