import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.ts';

/**
 * The local file store: files under `uploadsDir`, one file per key. Keys are made by the
 * server (`[A-Za-z0-9._-]` only), and every path is checked to stay inside the folder.
 */
export function uploadsDirOf(config: Config): string {
  return resolve(config.uploadsDir ?? join(config.dataDir, 'uploads'));
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..');
}

function pathOf(dir: string, key: string): string {
  if (!isSafeKey(key)) throw new Error('unsafe upload key');
  return join(dir, key);
}

export async function ensureDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
}

/** A temporary file to stream an upload into before it is checked. */
export function tempWriter(
  dir: string,
  key: string,
): { path: string; stream: ReturnType<typeof createWriteStream> } {
  const path = join(dir, `.incoming-${process.pid}-${Date.now()}-${pathOf(dir, key).slice(dir.length + 1)}`);
  return { path, stream: createWriteStream(path, { flags: 'wx' }) };
}

export async function commitTemp(dir: string, tempPath: string, key: string): Promise<void> {
  await rename(tempPath, pathOf(dir, key));
}

export async function discard(path: string): Promise<void> {
  await rm(path, { force: true });
}

export async function removeStored(dir: string, key: string): Promise<void> {
  await rm(pathOf(dir, key), { force: true });
}

export async function openStored(
  dir: string,
  key: string,
): Promise<{ stream: Readable; size: number } | null> {
  const path = pathOf(dir, key);
  try {
    const info = await stat(path);
    return { stream: createReadStream(path), size: info.size };
  } catch {
    return null;
  }
}
