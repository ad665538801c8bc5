#!/usr/bin/env node
// Keeps the layers honest: imports flow routes → service → repo → packages/db; core stays pure;
// the browser never pulls in server or database code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
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

const problems = [];
for (const base of ['packages', 'apps']) {
  for (const file of files(join(root, base))) {
    const rel = relative(root, file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(importRe)) {
      const spec = match[1] ?? match[2];
      if (spec.startsWith('import type') || match[0].includes('import type')) continue;
      for (const rule of rules) {
        if (rule.applies(rel) && rule.forbid.test(spec))
          problems.push(`${rel}: imports '${spec}' — ${rule.why}`);
      }
    }
  }
}
if (problems.length) {
  console.error(`Import boundaries broken:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Import boundaries hold.');
