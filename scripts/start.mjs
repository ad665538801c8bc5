#!/usr/bin/env node
// `npm start`: builds the web app when its sources are newer than the build, then runs the server.
// The npm script `exec`s this file so that a signal sent to npm reaches it (npm signals its shell,
// which would otherwise die and leave the server running on its port); every stop signal is passed
// on to the server, and this process ends the way the server did.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = join(root, 'apps/web/dist/index.html');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/public',
    'packages/core/src',
  ];
  const newestSource = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  return newestSource > statSync(builtIndex).mtimeMs;
}

if (process.env.KAIROS_SKIP_BUILD !== '1' && webBuildIsStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@kairos/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];
for (const signal of STOP_SIGNALS) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // Ended by a signal: end by the same one, so whoever started `npm start` sees it.
  for (const s of STOP_SIGNALS) process.removeAllListeners(s);
  process.kill(process.pid, signal ?? 'SIGTERM');
});
