import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';

/**
 * The embedded database runs inside one process: a second process opening the same data directory
 * would write over the first one's files. Whoever opens a data directory first writes a lock file
 * beside it (`<dir>.lock`, naming its process), and everyone else is refused while that process
 * lives. A lock left by a process that died (killed, power loss) is taken over.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | undefined,
    readonly lockFile: string,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by ${pid ? `process ${pid}` : 'another process'} (a running Kairos server?). ` +
        `Stop that process and try again. If no such process runs any more, remove ${lockFile}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

interface LockContent {
  pid: number;
  host: string;
  nonce: string;
}

/** Locks this process holds, so that a second open within the same process is refused too. */
const held = new Set<string>();

/** The path of the lock file of a data directory. */
export function lockFileOf(dataDir: string): string {
  return `${resolve(dataDir)}.lock`;
}

function readLock(file: string): Partial<LockContent> | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<LockContent>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    // Not readable as a lock: being written this instant, or left half written by a crash.
    return {};
  }
}

function processLives(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the lock's holder is gone: a process of this machine that no longer runs (or is us, restarted). */
function isStale(content: Partial<LockContent>): boolean {
  if (typeof content.pid !== 'number' || content.host === undefined) return true;
  if (content.host !== hostname()) return false;
  // Our own pid in a lock we do not hold: a previous life of this process id (a container restarted).
  return content.pid === process.pid || !processLives(content.pid);
}

/** A lock file made in the last two seconds: another process may be writing it still. */
function justWritten(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < 2000;
  } catch {
    return false;
  }
}

/**
 * Takes the lock of a data directory for this process; the returned function gives it back.
 * Throws DataDirInUseError when a living process holds it.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  if (held.has(file)) throw new DataDirInUseError(resolve(dataDir), process.pid, file);
  const content: LockContent = { pid: process.pid, host: hostname(), nonce: randomBytes(8).toString('hex') };
  for (let attempt = 1; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeSync(fd, JSON.stringify(content));
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const found = readLock(file);
      if (found && found.pid === undefined && justWritten(file))
        throw new DataDirInUseError(resolve(dataDir), undefined, file);
      if (found && !isStale(found)) throw new DataDirInUseError(resolve(dataDir), found.pid, file);
      if (attempt >= 3) throw new DataDirInUseError(resolve(dataDir), found?.pid, file);
      rmSync(file, { force: true });
    }
  }
  held.add(file);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.delete(file);
    // Only our own lock: never one another process took over meanwhile.
    if (readLock(file)?.nonce === content.nonce) rmSync(file, { force: true });
  };
}
