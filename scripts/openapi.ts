// `npm run openapi`: writes the OpenAPI document the routes describe to docs/openapi.json.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderOpenApi } from '../apps/server/test/openapi-document.ts';

const target = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
writeFileSync(target, await renderOpenApi());
console.log(`Wrote ${target}`);
process.exit(0);
