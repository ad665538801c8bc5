import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, sessionFor, signUpHost, type TestApp } from '../../test/test-app.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
interface Operation {
  requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema } } };
}
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  $ref?: string;
}

/** Values each property gets in turn: wrong types, empty, oversized, control characters. */
const HOSTILE_VALUES: unknown[] = [
  '\ud800 lone surrogate',
  null,
  -1,
  'x'.repeat(5000),
  '\u0000<script>',
  [],
  { nested: { deep: true } },
  true,
];
const PATH_VALUES = ['00000000-0000-4000-8000-000000000000', 'not-an-id', '%00', 'x'.repeat(300)];
const QUERY = '?pageNo=-1&page=abc&limit=99999&q=%00&searchText=%27%22&ids=,,&tags=&productId=X';

function propertiesOf(schema: JsonSchema | undefined, components: Record<string, JsonSchema>): string[] {
  const resolved = schema?.$ref ? components[schema.$ref.split('/').pop() ?? ''] : schema;
  return Object.keys(resolved?.properties ?? {});
}

/** Bodies built from the route's own schema, each one wrong in a different way. */
function hostileBodies(properties: string[]): unknown[] {
  const bodies: unknown[] = [undefined, {}, [], 'text', 42];
  for (const value of HOSTILE_VALUES) bodies.push(Object.fromEntries(properties.map((p) => [p, value])));
  return bodies;
}

/**
 * Every API route, as a signed-in host and as a stranger, given malformed bodies, path ids and
 * query strings: the answer is a 2xx or a 4xx with a machine-readable code, never a 5xx. Routes are
 * read from the app's own OpenAPI document, so a new route is covered the day it ships.
 */
describe.each(testDatabaseKinds())('bad input on every route (%s)', (kind) => {
  let t: TestApp;
  let owner: { agentId: string; workspaceId: string };

  beforeAll(async () => {
    t = await createTestApp(kind, { workers: false });
    const host = await signUpHost(t.app);
    owner = { agentId: host.session.agent._id, workspaceId: host.session.workspace._id };
  });
  afterAll(async () => {
    await t.close();
  });

  it('never answers 5xx, and every refusal carries a code', async () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, Partial<Record<Lowercase<Method>, Operation>>>;
      components?: { schemas?: Record<string, JsonSchema> };
    };
    const components = document.components?.schemas ?? {};
    const failures: string[] = [];
    let calls = 0;
    // Each session comes with its own anti-forgery token (bound to it), so none needs a fetch.
    const freshSession = () => sessionFor(t, owner.agentId, owner.workspaceId);
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/v1/')) continue;
      for (const [method, operation] of Object.entries(operations) as Array<[Lowercase<Method>, Operation]>) {
        const properties = propertiesOf(
          operation.requestBody?.content?.['application/json']?.schema,
          components,
        );
        const bodies = method === 'get' || method === 'delete' ? [undefined] : hostileBodies(properties);
        for (const pathValue of path.includes('{') ? PATH_VALUES : ['']) {
          const url = path.replace(/\{[^}]+\}/g, encodeURIComponent(pathValue)) + QUERY;
          for (const body of bodies) {
            // A fresh session each time, so a logout or leave among the routes cannot end the run's.
            const clients: Array<[string, Agent | null]> = [
              ['host', await freshSession()],
              ['anonymous', null],
            ];
            for (const [who, client] of clients) {
              const res = client
                ? await client.request(method.toUpperCase() as Method, url, body)
                : await t.app.inject({
                    method: method.toUpperCase() as Method,
                    url,
                    ...(body === undefined ? {} : { payload: body as object }),
                  });
              calls += 1;
              const label = `${method.toUpperCase()} ${url} as ${who} with ${JSON.stringify(body)?.slice(0, 80)}`;
              if (res.statusCode >= 500)
                failures.push(`${res.statusCode} ${label}: ${res.body.slice(0, 200)}`);
              else if (res.statusCode >= 400 && typeof safeJson(res.body)?.code !== 'string') {
                failures.push(`${res.statusCode} without a code: ${label}`);
              }
            }
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  }, 600_000);
});

function safeJson(text: string): { code?: unknown } | undefined {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
