#!/usr/bin/env node
// Prints the gzip size of the JavaScript index.html loads before first paint (entry plus
// modulepreloads) and of `/embed.js`, and fails when either passes its budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);

// Classic zod (its method names survive minifying) is ~12 KB gzip; route files must use zod/mini.
const CLASSIC_ZOD_MARKER = 'superRefine';
const withClassicZod = [];

let total = 0;
for (const file of files) {
  const code = readFileSync(join(dist, file));
  if (code.includes(CLASSIC_ZOD_MARKER)) withClassicZod.push(file);
  const size = gzipSync(code, { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  total JS before first paint (budget 150 KB)`);
if (withClassicZod.length > 0) {
  console.error(
    `Classic zod is loaded before first paint (${withClassicZod.join(', ')}): a file the route tree ` +
      "imports uses 'zod'; use 'zod/mini' there and keep full schemas in lazy route code.",
  );
  process.exit(1);
}
if (total > BUDGET_BYTES) {
  console.error('The public entry is over its JS budget.');
  process.exit(1);
}

// `/embed.js` runs on hosts' own sites: it has a budget of its own.
const EMBED_BUDGET_BYTES = 10 * 1024;
const embedSize = gzipSync(readFileSync(join(dist, 'embed.js')), { level: 9 }).length;
console.log(`${(embedSize / 1024).toFixed(2).padStart(8)} KB  embed.js (budget 10 KB)`);
if (embedSize > EMBED_BUDGET_BYTES) {
  console.error('embed.js is over its 10 KB budget.');
  process.exit(1);
}
