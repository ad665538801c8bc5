import { createTestApp, testConfig } from './test-app.ts';

/** The OpenAPI document of the current routes, as committed: stable server address, sorted keys. */
export async function renderOpenApi(): Promise<string> {
  const t = await createTestApp('pglite', { workers: false });
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json();
    doc.servers = [{ url: testConfig.publicUrl }];
    return `${JSON.stringify(doc, null, 2)}\n`;
  } finally {
    await t.close();
  }
}
