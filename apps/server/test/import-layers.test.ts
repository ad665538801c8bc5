import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../scripts/check-imports.mjs', import.meta.url));
const trees: string[] = [];

/** Runs the import check over a tree of files (path → source). */
function check(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'kairos-imports-'));
  trees.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
const feature = (path: string) => `apps/server/src/features/${path}`;

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the import check keeps the booking path free of integrations', () => {
  it('holds on this repository', () => {
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(run.stdout + run.stderr).toContain('Import boundaries hold.');
    expect(run.status).toBe(0);
  });

  it('fails when the booking path imports an integration, even for a type', () => {
    const { status, output } = check({
      [feature('webhooks/emit.ts')]: 'export type Hook = string;\n',
      [feature('payments/service.ts')]:
        "import type { Hook } from '../webhooks/emit.ts';\nexport const h: Hook = '';\n",
    });
    expect(status).toBe(1);
    expect(output).toContain(
      'apps/server/src/features/payments/service.ts: imports the webhooks feature — the booking path names no integration',
    );
  });

  it('lets an integration import the booking path, and fails when two features import each other', () => {
    const { output } = check({
      [feature('bookings/repo.ts')]: "import { c } from '../contacts/repo.ts';\nexport const b = c;\n",
      [feature('contacts/repo.ts')]: 'export const c = 1;\n',
      [feature('contacts/service.ts')]: "import { b } from '../bookings/repo.ts';\nexport const s = b;\n",
      [feature('video/subscriber.ts')]: "import { b } from '../bookings/repo.ts';\nexport const v = b;\n",
    });
    expect(output).toContain('features that import each other: bookings ⇄ contacts');
    expect(output).not.toContain('video/subscriber.ts: imports');
    expect(output).not.toContain('bookings ⇄ video');
  });
});
