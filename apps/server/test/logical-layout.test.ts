import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The folders of what visitors see: they are laid out with logical properties, ready for a right-to-left language. */
const VISITOR_FOLDERS = [
  'apps/web/src/features/booker',
  'apps/web/src/features/after-booking',
  'apps/web/src/features/payment-status',
  'apps/web/src/features/provider-checkout',
  'apps/web/src/features/share-link',
  'apps/web/src/features/routing-forms/components/public',
  'apps/web/src/features/embed/components',
  'apps/web/src/features/public-theme',
  'apps/web/src/features/i18n',
  'apps/web/src/features/ui',
];

/** Tailwind classes that name a physical side (left/right) where a logical one (start/end) exists. */
const PHYSICAL =
  /(?<![\w-])(-?(ml|mr|pl|pr|left|right|scroll-[mp][lr])-[\w.[\]/()-]+|(rounded-[lr]|rounded-[tb][lr]|border-[lr])(-[\w.[\]/()-]+)?|text-left|text-right)(?=[\s"'`]|$)/g;

function* tsxFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* tsxFiles(path);
    else if (entry.name.endsWith('.tsx')) yield path;
  }
}

/** The physical-side classes in a source text's string literals. */
export function physicalClasses(source: string): string[] {
  const found: string[] = [];
  for (const literal of source.match(/(["'`])(?:(?!\1)[^\\]|\\.)*\1/g) ?? []) {
    for (const match of literal.slice(1, -1).matchAll(PHYSICAL)) found.push(match[0]);
  }
  return found;
}

describe('the visitor pages’ layout', () => {
  it('finds physical-side classes and lets logical ones and ordinary words pass', () => {
    expect(physicalClasses(`<div className="ml-2 pr-4 left-0 text-right rounded-r-lg -mr-1" />`)).toEqual([
      'ml-2',
      'pr-4',
      'left-0',
      'text-right',
      'rounded-r-lg',
      '-mr-1',
    ]);
    expect(physicalClasses(`<div className="ms-2 pe-4 start-0 text-start rounded-e-lg" />`)).toEqual([]);
    expect(physicalClasses(`t('booker.left', { spots: 2 }); const text = 'Turn left here';`)).toEqual([]);
  });

  it('uses logical properties (start/end), never left/right', () => {
    const offenders: string[] = [];
    for (const folder of VISITOR_FOLDERS) {
      for (const file of tsxFiles(join(root, folder))) {
        const found = physicalClasses(readFileSync(file, 'utf8'));
        if (found.length > 0) offenders.push(`${relative(root, file)}: ${found.join(', ')}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
