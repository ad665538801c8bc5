import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// npm runs a dependency's install script only when package.json's `allowScripts` names it, and
// ends every install by listing those it skipped. A newcomer's `npm install` should print no such
// list: each package with an install script is decided here, approved or denied. Read from the
// lockfile, so it needs no install or network.
const root = new URL('../../../', import.meta.url);
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { hasInstallScript?: boolean }>;
};
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  allowScripts?: Record<string, boolean>;
};

describe('install scripts', () => {
  it('are each approved or denied in allowScripts', () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([path, p]) => path.includes('node_modules/') && p.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    const decided = new Set(Object.keys(manifest.allowScripts ?? {}).map((k) => k.replace(/@[^@/]+$/, '')));
    expect(withScripts.length).toBeGreaterThan(0);
    expect([...new Set(withScripts)].filter((name) => !decided.has(name))).toEqual([]);
  });
});
