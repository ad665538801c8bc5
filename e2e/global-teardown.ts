import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname } from 'node:path';

/** Deletes the run's throw-away data directory (only one this config created under the temp dir). */
export default function removeDataDir(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dirname(dir) === tmpdir() && basename(dir).startsWith('kairos-e2e-')) {
    rmSync(dir, { recursive: true, force: true });
  }
}
