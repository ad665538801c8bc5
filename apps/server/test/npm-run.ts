import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository's root, where an operator runs the npm scripts. */
export const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * An npm script run as an operator would, in the repository's root, on the embedded database
 * unless `env` says otherwise; resolves with its exit code and output.
 */
export function npmRun(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}
