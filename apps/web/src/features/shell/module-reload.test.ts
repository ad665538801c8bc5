import { describe, expect, it } from 'vitest';
import { isDynamicImportError } from './module-reload';

describe('isDynamicImportError', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: https://x/assets/app.lazy-1.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new TypeError('error loading dynamically imported module: https://x/a.js'), true],
    [new Error('Unable to preload CSS for /assets/index.css'), true],
    ['Failed to fetch dynamically imported module', true],
    [new TypeError('Failed to fetch'), false],
    [new Error('NO access'), false],
    [undefined, false],
  ])('%s → %s', (error, expected) => {
    expect(isDynamicImportError(error)).toBe(expected);
  });
});
