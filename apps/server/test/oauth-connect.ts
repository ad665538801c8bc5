import { expect } from 'vitest';
import type { Agent } from './test-app.ts';

const API = '/api/v1/bookings';

/**
 * Connects an account as a host's browser would: asks Kairos for the consent address, accepts
 * on the fake's consent page and follows the redirect back to the callback. Answers where the
 * callback sent the browser.
 */
export async function connectThroughConsent(host: Agent, use: string, decision: 'allow' | 'deny' = 'allow') {
  const start = await host.request('POST', `${API}/oauth/${use}/authorize`, { returnTo: '/app/apps' });
  expect(start.statusCode, start.body).toBe(200);
  const authorize = new URL(start.json().url as string);
  const page = await fetch(authorize);
  expect(page.status).toBe(200);
  const form = new URL(`${authorize.origin}${authorize.pathname}/decision`);
  for (const key of ['redirect_uri', 'state', 'code_challenge', 'scope'])
    form.searchParams.set(key, authorize.searchParams.get(key) ?? '');
  form.searchParams.set('decision', decision);
  const back = await fetch(form, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location') ?? '');
  const landed = await host.request('GET', `${callback.pathname}${callback.search}`);
  expect(landed.statusCode, landed.body).toBe(303);
  return String(landed.headers.location);
}
