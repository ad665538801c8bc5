import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The first bytes of a gzip stream. */
const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * A consistent snapshot of an embedded database, as PGlite's own dump of its data directory (a
 * tar archive), gzipped. It is taken between statements and outside any transaction: PGlite runs
 * one statement or transaction at a time, and the dump waits its turn like a statement would, so
 * no write is half done in it. Requests wait meanwhile (the copy of the files, about a second for a
 * small database); the compression runs afterwards, off the database's turn.
 */
export async function snapshotEmbedded(pglite: PGlite): Promise<Buffer> {
  const dump = await pglite._runExclusiveTransaction(() => pglite.dumpDataDir('none'));
  // Compressed off the event loop in large pieces: in the default 16 KB ones, a busy server would
  // wait for the event loop between hundreds of them.
  return gzipAsync(Buffer.from(await dump.arrayBuffer()), { chunkSize: 4 * 1024 * 1024 });
}

/** True when `dir` holds an embedded database (a PostgreSQL data directory). */
export function isEmbeddedDataDir(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'));
}

export class NotASnapshotError extends Error {}

/** The data directory archive inside a snapshot file, ready for `createDb({ loadDataDir })`. */
export async function readSnapshot(file: Buffer): Promise<Blob> {
  if (file[0] !== GZIP_MAGIC[0] || file[1] !== GZIP_MAGIC[1]) {
    throw new NotASnapshotError('not a Kairos backup: the file is not gzip-compressed');
  }
  let tar: Buffer;
  try {
    tar = await gunzipAsync(file);
  } catch {
    throw new NotASnapshotError('not a Kairos backup: the file is damaged or cut short');
  }
  // A tar archive names its format at offset 257 ("ustar").
  if (tar.subarray(257, 262).toString('latin1') !== 'ustar') {
    throw new NotASnapshotError('not a Kairos backup: the file holds no data directory archive');
  }
  return new Blob([new Uint8Array(tar.buffer as ArrayBuffer, tar.byteOffset, tar.byteLength)]);
}
