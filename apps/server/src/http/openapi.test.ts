import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ERROR_CATALOGUE } from '@kairos/core/errors';
import { describe, expect, it } from 'vitest';
import { renderOpenApi } from '../../test/openapi-document.ts';

const committed = fileURLToPath(new URL('../../../../docs/openapi.json', import.meta.url));

describe('docs/openapi.json', () => {
  it('is the document the routes describe (run `npm run openapi` after changing a route)', async () => {
    expect(JSON.parse(readFileSync(committed, 'utf8'))).toEqual(JSON.parse(await renderOpenApi()));
    // Building the whole app and its document takes a while when the machine is busy.
  }, 120_000);

  it('describes the error answers of every operation: the Error body with the catalogue’s codes', () => {
    const doc = JSON.parse(readFileSync(committed, 'utf8'));
    expect(doc.components.schemas.Error).toMatchObject({
      required: ['error', 'code'],
      properties: { code: { enum: Object.keys(ERROR_CATALOGUE) } },
    });
    const operations = Object.entries(
      doc.paths as Record<string, Record<string, { responses: object }>>,
    ).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => [`${method} ${path}`, op.responses] as const),
    );
    expect(operations.length).toBeGreaterThan(100);
    for (const [name, responses] of operations) {
      const codes = Object.keys(responses);
      expect(
        codes.some((c) => c.startsWith('4')),
        name,
      ).toBe(true);
      expect(
        codes.some((c) => c.startsWith('5')),
        name,
      ).toBe(true);
    }
  });
});
