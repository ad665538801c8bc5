import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/client.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('migrations', () => {
  it('match the Drizzle schema (regenerating adds nothing)', () => {
    const out = mkdtempSync(join(tmpdir(), 'kairos-drift-'));
    try {
      cpSync(MIGRATIONS_DIR, out, { recursive: true });
      const before = readdirSync(out).sort();
      // drizzle-kit joins `out` onto './', so it must be relative to the root.
      const output = execFileSync(
        process.execPath,
        [
          join(root, 'node_modules/drizzle-kit/bin.cjs'),
          'generate',
          '--config',
          'packages/db/drizzle.config.ts',
        ],
        {
          cwd: root,
          env: { ...process.env, DRIZZLE_OUT: relative(root, out) },
          stdio: 'pipe',
          encoding: 'utf8',
        },
      );
      expect(output).toMatch(/No schema changes/);
      expect(readdirSync(out).sort()).toEqual(before);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
