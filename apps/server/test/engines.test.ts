import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The README promises Node 20.19+; npm prints an EBADENGINE warning for every installed package
// whose `engines.node` excludes it. This reads the lockfile, so it needs no install or network.
const promised = [20, 19, 0] as const;

type Version = readonly [number, number, number];

function parseVersion(text: string): { version: Version; parts: number } {
  const pieces = text
    .replace(/^v/, '')
    .split('.')
    .filter((p) => p !== '' && p !== 'x' && p !== '*');
  const nums = pieces.map((p) => Number.parseInt(p, 10));
  return { version: [nums[0] ?? 0, nums[1] ?? 0, nums[2] ?? 0], parts: nums.length };
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

function satisfiesComparator(v: Version, comparator: string): boolean {
  const match = /^(>=|<=|>|<|=|\^|~)?\s*(.*)$/.exec(comparator.trim());
  const op = match?.[1] ?? '';
  const { version: target, parts } = parseVersion(match?.[2] ?? '');
  if (parts === 0) return true;
  const c = compare(v, target);
  if (op === '>=') return c >= 0;
  if (op === '>') return c > 0;
  if (op === '<=') return c <= 0;
  if (op === '<') return c < 0;
  if (op === '^') return c >= 0 && v[0] === target[0];
  if (op === '~') return c >= 0 && v[0] === target[0] && (parts < 2 || v[1] === target[1]);
  // A bare or x-range version: every given part must match.
  return v.slice(0, parts).every((n, i) => n === target[i]);
}

function satisfiesRange(v: Version, range: string): boolean {
  return range.split('||').some((alternative) => {
    const hyphen = /^\s*(\S+)\s+-\s+(\S+)\s*$/.exec(alternative);
    if (hyphen) return satisfiesComparator(v, `>=${hyphen[1]}`) && satisfiesComparator(v, `<=${hyphen[2]}`);
    const comparators = alternative
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .trim()
      .split(/\s+/);
    return comparators.every((comparator) => satisfiesComparator(v, comparator));
  });
}

describe('Node engines', () => {
  it('reads the ranges npm packages declare', () => {
    expect(satisfiesRange(promised, '>=18')).toBe(true);
    expect(satisfiesRange(promised, '>=22')).toBe(false);
    expect(satisfiesRange(promised, '18 || 20 || >=22')).toBe(true);
    expect(satisfiesRange(promised, '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfiesRange(promised, '^20.20.0 || >=22')).toBe(false);
    expect(satisfiesRange(promised, '>= 0.6')).toBe(true);
    expect(satisfiesRange(promised, '>=14.0.0 <20')).toBe(false);
    expect(satisfiesRange(promised, '20.x')).toBe(true);
    expect(satisfiesRange(promised, '*')).toBe(true);
  });

  it('every locked package runs on the Node version the README promises', () => {
    const lock = JSON.parse(readFileSync(new URL('../../../package-lock.json', import.meta.url), 'utf8')) as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    };
    const refused = Object.entries(lock.packages)
      .filter(([, pkg]) => {
        const node = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
        return node !== undefined && !satisfiesRange(promised, node);
      })
      .map(([path, pkg]) => `${path}@${pkg.version}`);
    expect(refused).toEqual([]);
  });
});
