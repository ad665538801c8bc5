import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, lockFileOf } from '../src/data-dir-lock.ts';

describe('the lock of an embedded data directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kairos-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is held by one opener at a time, and given back', () => {
    const data = join(dir, 'one');
    const release = lockDataDir(data);
    expect(JSON.parse(readFileSync(lockFileOf(data), 'utf8')).pid).toBe(process.pid);
    expect(() => lockDataDir(data)).toThrow(DataDirInUseError);
    release();
    expect(existsSync(lockFileOf(data))).toBe(false);
    lockDataDir(data)();
  });

  it('refuses while the process named in it lives, naming it and the file', () => {
    const data = join(dir, 'busy');
    // The process that started this test runner lives for as long as the test does.
    writeFileSync(lockFileOf(data), JSON.stringify({ pid: process.ppid, host: hostname(), nonce: 'x' }));
    let error: unknown;
    try {
      lockDataDir(data);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataDirInUseError);
    expect((error as Error).message).toContain(`in use by process ${process.ppid}`);
    expect((error as Error).message).toContain(lockFileOf(data));
    // A lock of another machine (a shared disk) cannot be checked: it is left alone too.
    writeFileSync(lockFileOf(data), JSON.stringify({ pid: 1, host: `not-${hostname()}`, nonce: 'x' }));
    expect(() => lockDataDir(data)).toThrow(DataDirInUseError);
  });

  it('takes over a lock left by a process that ended', () => {
    const data = join(dir, 'stale');
    const ended = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    writeFileSync(lockFileOf(data), JSON.stringify({ pid: ended.pid, host: hostname(), nonce: 'old' }));
    const release = lockDataDir(data);
    expect(JSON.parse(readFileSync(lockFileOf(data), 'utf8')).pid).toBe(process.pid);
    release();
    expect(existsSync(lockFileOf(data))).toBe(false);
  });
});
