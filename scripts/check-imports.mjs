#!/usr/bin/env node
// Keeps the layers honest: imports flow routes → service → repo → packages/db; core stays pure;
// the browser never pulls in server or database code.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The repository's root, or another tree to check (the check's own test passes one).
const root = process.argv[2] ? resolve(process.argv[2]) : fileURLToPath(new URL('..', import.meta.url));
const importRe =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx)$/.test(entry)) yield path;
  }
}

const rules = [
  {
    applies: (f) => f.startsWith('packages/core/'),
    forbid: /^(drizzle-orm|@kairos\/db|@kairos\/server|fastify|pg|@electric-sql|node:)/,
    why: 'packages/core is pure: no database, server or Node I/O',
  },
  {
    applies: (f) => f.startsWith('apps/web/'),
    forbid: /^(drizzle-orm|@kairos\/db|pg$|fastify|node:)|apps\/server/,
    why: 'browser code must not import server or database code',
  },
  {
    applies: (f) =>
      f.startsWith('apps/server/src/') &&
      !/\/repo\.ts$/.test(f) &&
      !f.endsWith('.test.ts') &&
      !f.endsWith('apps/server/src/main.ts') &&
      !f.endsWith('apps/server/src/deps.ts'),
    forbid: /^(drizzle-orm|@kairos\/db\/schema)/,
    why: 'only repo.ts files touch the ORM and the tables',
  },
  {
    applies: (f) => /apps\/server\/src\/.*\/routes\.ts$/.test(f),
    forbid: /\/repo(\.ts)?$/,
    why: 'routes call services, never repositories',
  },
];

/** The file a relative import names, trying the extensions the bundler and tsx try. */
function resolveRelative(from, spec) {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate);
  }
  return undefined;
}

const problems = [];
/** Relative imports (type-only ones too) of every non-test file, for the cycle check. */
const graph = new Map();
for (const base of ['packages', 'apps'].filter((dir) => existsSync(join(root, dir)))) {
  for (const file of files(join(root, base))) {
    const rel = relative(root, file);
    const text = readFileSync(file, 'utf8');
    const edges = [];
    if (!/\.test\.tsx?$/.test(rel)) graph.set(rel, edges);
    for (const match of text.matchAll(importRe)) {
      const spec = match[1] ?? match[2];
      const target = spec.startsWith('.') ? resolveRelative(file, spec) : undefined;
      if (target) edges.push(target);
      if (spec.startsWith('import type') || match[0].includes('import type')) continue;
      for (const rule of rules) {
        if (rule.applies(rel) && rule.forbid.test(spec))
          problems.push(`${rel}: imports '${spec}' — ${rule.why}`);
      }
    }
  }
}
// One icon set: glyphs drawn on the shared frame live in ui/components/icons.tsx only.
for (const file of graph.keys()) {
  if (
    !file.startsWith('apps/web/') ||
    file.endsWith('ui/components/icons.tsx') ||
    file.endsWith('ui/components/svg-icon.tsx') ||
    // The spinner is an animated ring, not a line icon.
    file.endsWith('ui/components/spinner.tsx')
  )
    continue;
  if (/<(SvgIcon|svg)\b[^>]*viewBox="0 0 24 24"|<SvgIcon\b/.test(readFileSync(join(root, file), 'utf8'))) {
    problems.push(`${file}: draws its own icon — add it to apps/web/src/features/ui/components/icons.tsx`);
  }
}

// Features in layers (docs/decisions/0033-booking-lifecycle-layers.md). The booking path makes
// the lifecycle's changes and names no integration: integrations listen to the lifecycle (through
// apps/server/src/listeners.ts), never the other way round.
const FEATURES = 'apps/server/src/features/';
const BOOKING_PATH = ['bookings', 'payments', 'meetings', 'lifecycle'];
const INTEGRATIONS = [
  'analytics',
  'calendars',
  'google-sheets',
  'mailchimp',
  'notifications',
  'video',
  'webhooks',
  'whatsapp',
];
const featureOf = (file) =>
  file.startsWith(FEATURES) ? file.slice(FEATURES.length).split('/')[0] : undefined;
/** Feature → the features its non-test files import (type-only imports too: they couple as much). */
const featureEdges = new Map();
for (const [file, targets] of graph) {
  const from = featureOf(file);
  if (!from) continue;
  for (const target of targets) {
    const to = featureOf(target);
    if (!to || to === from) continue;
    if (BOOKING_PATH.includes(from) && INTEGRATIONS.includes(to))
      problems.push(
        `${file}: imports the ${to} feature — the booking path names no integration; make it a listener or subscriber of the lifecycle (apps/server/src/listeners.ts)`,
      );
    if (!featureEdges.has(from)) featureEdges.set(from, new Set());
    featureEdges.get(from).add(to);
  }
}
// Features that import each other cannot be understood or changed one at a time: one must not know the other.
for (const [from, tos] of featureEdges) {
  for (const to of tos)
    if (from < to && featureEdges.get(to)?.has(from))
      problems.push(`features that import each other: ${from} ⇄ ${to} — one of them must not know the other`);
}

// Modules that import each other in a circle cannot be understood, tested or loaded one at a time.
const state = new Map();
const path = [];
function visit(file) {
  state.set(file, 'open');
  path.push(file);
  for (const next of graph.get(file) ?? []) {
    if (!graph.has(next)) continue;
    if (state.get(next) === 'open') {
      const circle = [...path.slice(path.indexOf(next)), next];
      problems.push(`import circle: ${circle.join(' → ')}`);
    } else if (!state.has(next)) visit(next);
  }
  path.pop();
  state.set(file, 'done');
}
for (const file of graph.keys()) if (!state.has(file)) visit(file);

if (problems.length) {
  console.error(`Import boundaries broken:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Import boundaries hold.');
