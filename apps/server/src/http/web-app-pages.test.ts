import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEB_APP_ROOTS } from '@kairos/core/accounts/access-link';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createEvent } from '../../test/booking-factory.ts';
import { createTestApp, signUpHost, type TestApp } from '../../test/test-app.ts';

const INDEX = '<!doctype html><title>Kairos</title><div id="root"></div>';

describe('web app pages', () => {
  let t: TestApp;
  let dist: string;
  let accessLink: string;
  let shareLink: string;
  let revokedLink: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'kairos-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
    t = await createTestApp('pglite', { webDist: dist, workers: false });
    const { agent, session } = await signUpHost(t.app, { companyName: 'Page Check' });
    accessLink = session.workspace.accessLink;
    const eventId = await createEvent(agent, { name: 'Intro', slug: 'intro' });
    shareLink = (await agent.request('POST', `${API}/share-link`, { eventId })).json().link;
    revokedLink = (await agent.request('POST', `${API}/share-link`, { eventId })).json().link;
    await agent.request('DELETE', `${API}/meet/cancel/share-link/${revokedLink}`);
    await agent.request('POST', `${API}/routing/form/new`, { name: 'Intake', slug: 'intake' });
    const paused = await agent.request('POST', `${API}/routing/form/new`, { name: 'Paused', slug: 'paused' });
    await agent.request('POST', `${API}/routing/form/${paused.json()._id}`, { status: 'INACTIVE' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  async function statusOf(path: string) {
    const res = await t.app.inject({ method: 'GET', url: path });
    return {
      status: res.statusCode,
      html: String(res.headers['content-type'] ?? '').startsWith('text/html'),
    };
  }

  it.each(['/', '/login', '/app/calendar', '/reschedule/abc/'])(
    'serves the app at %s with 200',
    async (path) => {
      expect(await statusOf(path)).toEqual({ status: 200, html: true });
    },
  );

  it('answers 200 for an access link and its events, 404 with the app for unknown ones', async () => {
    expect(await statusOf(`/${accessLink}/`)).toEqual({ status: 200, html: true });
    expect(await statusOf(`/${accessLink.toUpperCase()}/intro?month=2027-01`)).toEqual({
      status: 200,
      html: true,
    });
    expect(await statusOf(`/${accessLink}/intro/thanks`)).toEqual({ status: 200, html: true });
    expect(await statusOf(`/${accessLink}/no-such-event`)).toEqual({ status: 404, html: true });
    expect(await statusOf('/no-such-workspace/')).toEqual({ status: 404, html: true });
    expect(await statusOf('/no-such-workspace/intro')).toEqual({ status: 404, html: true });
    expect(await statusOf('/not-found')).toEqual({ status: 404, html: true });
  });

  it('answers 200 for live routing forms and share links, 404 with the app for unknown ones', async () => {
    expect(await statusOf(`/form/${accessLink}/intake`)).toEqual({ status: 200, html: true });
    expect(await statusOf(`/form/${accessLink}/INTAKE?utm_source=x`)).toEqual({ status: 200, html: true });
    expect(await statusOf(`/form/${accessLink}/paused`)).toEqual({ status: 404, html: true });
    expect(await statusOf(`/form/${accessLink}/no-such-form`)).toEqual({ status: 404, html: true });
    expect(await statusOf('/form/no-such-workspace/intake')).toEqual({ status: 404, html: true });
    expect(await statusOf(`/form/${accessLink}`)).toEqual({ status: 404, html: true });
    expect(await statusOf(`/form/${accessLink}/intake/extra`)).toEqual({ status: 404, html: true });
    expect(await statusOf(`/d/${shareLink}`)).toEqual({ status: 200, html: true });
    expect(await statusOf(`/d/${shareLink}/thanks`)).toEqual({ status: 200, html: true });
    expect(await statusOf(`/d/${revokedLink}`)).toEqual({ status: 404, html: true });
    expect(await statusOf('/d/some-link/')).toEqual({ status: 404, html: true });
    expect(await statusOf('/d/')).toEqual({ status: 404, html: true });
  });

  it('serves built files and answers a plain 404 for missing ones', async () => {
    expect(await statusOf('/assets/app-abc.js')).toEqual({ status: 200, html: false });
    expect(await statusOf('/assets/app-gone.js')).toEqual({ status: 404, html: false });
    expect(await statusOf('/robots.txt')).toEqual({ status: 404, html: false });
  });

  it('knows every top-level route of the web app', () => {
    const routes = new URL('../../../web/src/routes/', import.meta.url);
    const roots: string[] = [];
    for (const file of readdirSync(routes)) {
      const text = readFileSync(new URL(file, routes), 'utf8');
      for (const match of text.matchAll(/getParentRoute: \(\) => rootRoute,\s*path: '([^']*)'/g)) {
        roots.push((match[1] ?? '').split('/')[0] ?? '');
      }
    }
    expect(roots.length).toBeGreaterThan(5);
    const unknown = roots.filter((root) => root !== '' && root !== '$accessLink' && root !== 'not-found');
    expect(unknown.filter((root) => !WEB_APP_ROOTS.has(root))).toEqual([]);
  });

  it.each(['/app/event-types', '/login', '/signup', '/reset-password', '/invite/abc'])(
    'keeps %s out of frames and runs only its own scripts',
    async (path) => {
      const res = await t.app.inject({ method: 'GET', url: path });
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('lets any site frame a booking page (the embed)', async () => {
    for (const path of [
      `/${accessLink}`,
      `/${accessLink}/intro`,
      `/d/${shareLink}`,
      `/form/${accessLink}/intake`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(String(res.headers['content-security-policy'])).toContain('frame-ancestors *');
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
  });
});
