import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * The backup channel: the embedded database lives inside the server process, so `npm run backup`
 * asks that process for the snapshot instead of opening the files itself. The server listens on
 * the loopback interface only, on a port of the system's choosing, and writes the port and a key
 * made at each start to `DATA_DIR/backup-channel.json` (readable by its owner only). Whoever can
 * read that file can read the database files anyway; no one else can ask.
 */
export const CHANNEL_FILE = 'backup-channel.json';

interface ChannelFile {
  pid: number;
  port: number;
  key: string;
}

export interface BackupChannel {
  port: number;
  /** Stops answering, removes the channel file and waits for a snapshot in progress. */
  close(): Promise<void>;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function sendJson(res: import('node:http').ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Opens the channel of a running server; `snapshot` takes one backup (see snapshotEmbedded). */
export async function openBackupChannel(options: {
  dataDir: string;
  snapshot: () => Promise<Buffer>;
  log: (line: string) => void;
}): Promise<BackupChannel> {
  const key = randomBytes(32).toString('hex');
  const expected = digest(`Bearer ${key}`);
  // One snapshot at a time: a second request waits for the first.
  let queue: Promise<unknown> = Promise.resolve();
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      sendJson(res, 404, { error: 'The backup channel answers POST /backup only', code: 'NOT_FOUND' });
      return;
    }
    const given = digest(req.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      sendJson(res, 401, { error: 'Wrong or missing backup channel key', code: 'UNAUTHORIZED' });
      return;
    }
    const taken = queue.then(() => options.snapshot());
    queue = taken.catch(() => {});
    taken.then(
      (data) => {
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': data.length }).end(data);
        options.log(`Backup taken for npm run backup (${formatSize(data.length)}).`);
      },
      (error: unknown) => {
        options.log(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
        sendJson(res, 500, { error: 'The backup failed; the server log says why', code: 'BACKUP_FAILED' });
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const file = join(options.dataDir, CHANNEL_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  const content: ChannelFile = { pid: process.pid, port, key };
  writeFileSync(temporary, JSON.stringify(content), { mode: 0o600 });
  renameSync(temporary, file);
  let closing: Promise<void> | undefined;
  return {
    port,
    close() {
      closing ??= (async () => {
        if (readChannelFile(options.dataDir)?.key === key) rmSync(file, { force: true });
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        await queue;
      })();
      return closing;
    },
  };
}

function readChannelFile(dataDir: string): ChannelFile | undefined {
  try {
    const parsed = JSON.parse(readFileSync(join(dataDir, CHANNEL_FILE), 'utf8')) as Partial<ChannelFile>;
    if (typeof parsed.pid === 'number' && typeof parsed.port === 'number' && typeof parsed.key === 'string') {
      return parsed as ChannelFile;
    }
    return undefined;
  } catch {
    return undefined;
  }
}

export class BackupChannelError extends Error {}

/**
 * Asks the server running on `dataDir` for a snapshot. `undefined` when no server answers there
 * (none runs, or one that ended without removing its channel file); throws when one answers but
 * refuses or fails.
 */
export async function requestBackup(dataDir: string): Promise<{ data: Buffer; pid: number } | undefined> {
  const channel = readChannelFile(dataDir);
  if (!channel) return undefined;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: channel.port,
        method: 'POST',
        path: '/backup',
        headers: { authorization: `Bearer ${channel.key}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          if (res.statusCode === 200) {
            const expected = Number(res.headers['content-length']);
            if (body.length !== expected) {
              reject(new BackupChannelError('the server stopped before the whole backup arrived'));
            } else resolve({ data: body, pid: channel.pid });
            return;
          }
          let message = `answer ${res.statusCode}`;
          try {
            message = (JSON.parse(body.toString('utf8')) as { error?: string }).error ?? message;
          } catch {
            // not JSON: a process that is not Kairos's channel answered on that port
          }
          reject(new BackupChannelError(`the running server (process ${channel.pid}) refused: ${message}`));
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      // Nobody listens on that port any more: the file was left by a server that ended.
      if (error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    req.end();
  });
}

export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
