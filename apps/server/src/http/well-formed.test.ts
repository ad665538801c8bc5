import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpHost, type TestApp } from '../../test/test-app.ts';

const API = '/api/v1/bookings';

describe.each(testDatabaseKinds())('a lone surrogate in a JSON body (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { workers: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const raw = (url: string, json: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: json,
    });

  it.each([
    ['a public booking', `${API}/meet/book`, '{"name":"\\ud800","emailId":"a@example.com"}', 'name'],
    ['a routing form', `${API}/website/routing-form`, '{"answers":{"q1":"x\\udfff"}}', 'answers.q1'],
    ['a key', `${API}/meet/book`, '{"utm":{"\\udc00":"x"}}', 'utm.\udc00'],
  ])('refuses %s with 400 and names the field', async (_, url, json, path) => {
    const response = await raw(url, json);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path, message: expect.stringContaining('not valid Unicode') }],
    });
  });

  it('refuses it on a host route before anything is stored', async () => {
    const host = await signUpHost(t.app);
    const response = await host.agent.request('POST', `${API}/contact`, {
      name: 'bad\ud83d',
      emailId: 'c@example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('lets paired surrogates (an emoji) through to validation', async () => {
    const response = await raw(`${API}/meet/book`, '{"name":"\\ud83d\\ude00"}');
    expect(response.json().issues?.[0]?.message ?? '').not.toContain('not valid Unicode');
  });
});
