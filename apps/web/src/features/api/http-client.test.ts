import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './http-client';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

function stubBrowser(cookie: string, answers: (() => Response)[]) {
  const calls: Call[] = [];
  const document = { cookie };
  vi.stubGlobal('document', document);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body });
      const next = answers.shift();
      if (!next) throw new Error('unexpected request');
      return next();
    }),
  );
  return { calls, document };
}

function json(status: number, body: unknown) {
  return () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('createApiClient', () => {
  it('joins the base path, drops empty query pairs and sends no token on GET', async () => {
    const { calls } = stubBrowser('XSRF-TOKEN=t1', [json(200, { companies: [] })]);
    const api = createApiClient({ baseUrl: '/api/v1/bookings/' });
    await expect(api.get('/company/list', { query: { productId: 'BOOKINGS', q: '' } })).resolves.toEqual({
      companies: [],
    });
    expect(calls[0]?.url).toBe('/api/v1/bookings/company/list?productId=BOOKINGS');
    expect(calls[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it.each(['post', 'put', 'patch'] as const)(
    'echoes the XSRF cookie and sends JSON on %s',
    async (method) => {
      const { calls } = stubBrowser('a=1; XSRF-TOKEN=t1', [json(200, { ok: true })]);
      const api = createApiClient({ baseUrl: '/api/v1/user' });
      await api[method]('/thing', { name: 'x' });
      expect(calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('t1');
      expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
      expect(calls[0]?.body).toBe('{"name":"x"}');
    },
  );

  it('echoes the token on DELETE and reads an empty 204 as undefined', async () => {
    const { calls } = stubBrowser('XSRF-TOKEN=t1', [() => new Response(null, { status: 204 })]);
    const api = createApiClient({ baseUrl: '/api/v1/bookings' });
    await expect(api.delete('/event/1')).resolves.toBeUndefined();
    expect(calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('t1');
  });

  it('turns a failure into an ApiError with the field issues', async () => {
    stubBrowser('', [
      json(400, {
        error: 'The request is not valid',
        code: 'VALIDATION_ERROR',
        issues: [{ path: 'emailId', message: 'Please provide correct email' }],
      }),
    ]);
    const api = createApiClient({ baseUrl: '/api/v1/user' });
    const error = await api.post('/signup', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('VALIDATION_ERROR');
    expect((error as ApiError).issues).toEqual([
      { path: 'emailId', message: 'Please provide correct email' },
    ]);
  });

  it('retries once when the first answer set a new XSRF cookie', async () => {
    const browser = stubBrowser('', []);
    const answers = [
      () => {
        browser.document.cookie = 'XSRF-TOKEN=fresh';
        return json(403, { error: 'missing', code: 'XSRF_TOKEN_INVALID' })();
      },
      json(200, { ok: true }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        browser.calls.push({
          url,
          method: init.method ?? 'GET',
          headers: new Headers(init.headers),
          body: init.body,
        });
        return answers.shift()!();
      }),
    );
    const api = createApiClient({ baseUrl: '/api/v1/bookings' });
    await expect(api.post('/logout')).resolves.toEqual({ ok: true });
    expect(browser.calls).toHaveLength(2);
    expect(browser.calls[1]?.headers.get('X-XSRF-TOKEN')).toBe('fresh');
  });

  it('does not retry an XSRF rejection when the token did not change', async () => {
    const { calls } = stubBrowser('XSRF-TOKEN=same', [
      json(403, { error: 'bad', code: 'XSRF_TOKEN_INVALID' }),
    ]);
    const api = createApiClient({ baseUrl: '/api/v1/bookings' });
    await expect(api.post('/logout')).rejects.toMatchObject({ code: 'XSRF_TOKEN_INVALID' });
    expect(calls).toHaveLength(1);
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    stubBrowser('', [
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]);
    const api = createApiClient({ baseUrl: '/api/v1/user' });
    await expect(api.get('/session')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });
});
