#!/usr/bin/env node
// `npm test`: the whole gate — typecheck, lint, unit and integration tests, then end-to-end tests
// in Chromium against the production build. Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'kairos-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${result.status === 0 ? '✔' : '✘'} ${title} (${seconds}s)`);
  return result.status === 0;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

function finish(ok) {
  console.log(
    `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  process.exit(ok ? 0 : 1);
}

const bin = (name) => join(root, 'node_modules/.bin', name);

if (!run('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'])) finish(false);
if (!run('lint', 'npm', ['run', '--silent', 'lint'])) finish(false);

if (!run('Radicale (CalDAV server of the calendar tests)', process.execPath, ['scripts/ensure-radicale.mjs']))
  finish(false);
if (!run('Caddy (reverse proxy of the deployment test)', process.execPath, ['scripts/ensure-caddy.mjs']))
  finish(false);
const vitestReport = join(reports, 'vitest.json');
const unitOk = run('unit and integration tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
} else if (!unitOk) totals.failed += 1;
if (!unitOk) finish(false);

if (process.env.KAIROS_SKIP_E2E === '1') {
  console.log('\nEnd-to-end tests skipped (KAIROS_SKIP_E2E=1).');
  finish(true);
}
if (!run('Chromium', process.execPath, ['scripts/ensure-chromium.mjs'])) finish(false);
if (!run('production build', 'npm', ['run', '--silent', 'build'])) finish(false);
if (!run('public page JS budget', 'npm', ['run', '--silent', 'size', '-w', '@kairos/web'])) {
  totals.failed += 1;
  finish(false);
}
const e2eReport = join(reports, 'playwright.json');
const e2eOk = run(
  'end-to-end tests',
  bin('playwright'),
  ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  },
);
const e2e = readJson(e2eReport);
if (e2e?.stats) {
  totals.passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  totals.failed += e2e.stats.unexpected;
  totals.skipped += e2e.stats.skipped;
} else if (!e2eOk) totals.failed += 1;
finish(e2eOk);
