import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderOpenApi } from '../../test/openapi-document.ts';

const committed = fileURLToPath(new URL('../../../../docs/openapi.json', import.meta.url));

describe('docs/openapi.json', () => {
  it('is the document the routes describe (run `npm run openapi` after changing a route)', async () => {
    expect(JSON.parse(readFileSync(committed, 'utf8'))).toEqual(JSON.parse(await renderOpenApi()));
    // Building the whole app and its document takes a while when the machine is busy.
  }, 120_000);
});
