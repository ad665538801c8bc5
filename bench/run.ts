// `npm run bench`: runs every benchmark in turn and prints its figures.
// Pass names to run only some: `npm run bench -- slot-engine`.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort();

for (const file of files) {
  console.log(`\n# ${file.replace('.bench.ts', '')}`);
  const module = (await import(`./${file}`)) as Record<string, unknown>;
  const run = Object.entries(module).find(
    ([name, value]) => name.startsWith('bench') && typeof value === 'function',
  );
  if (!run) throw new Error(`${file} exports no bench* function`);
  await (run[1] as () => Promise<void>)();
}
process.exit(process.exitCode ?? 0);
