import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createEvent } from '../../../test/booking-factory.ts';
import { Agent, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

describe.each(testDatabaseKinds())('tracker apps on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { workers: false });
    host = await signUpHost(t.app, { firstName: 'Hedy' });
  });
  afterAll(async () => {
    await t.close();
  });

  const publicList = (accessLink: string) =>
    t.app.inject({ method: 'GET', url: `${API}/website/tracker-apps/${accessLink}` });

  it('keeps one id per service, replaces it, and removes it', async () => {
    expect((await host.agent.request('GET', `${API}/tracker-apps`)).json()).toEqual({ trackerApps: [] });
    const pixel = await host.agent.request('PUT', `${API}/tracker-apps`, {
      appName: 'META_PIXEL',
      id: ' 1234567890 ',
    });
    expect(pixel.statusCode, pixel.body).toBe(200);
    await host.agent.request('PUT', `${API}/tracker-apps`, {
      appName: 'GOOGLE_ANALYTICS',
      id: 'g-abc123xyz',
    });
    const replaced = await host.agent.request('PUT', `${API}/tracker-apps`, {
      appName: 'META_PIXEL',
      id: '2222222222',
    });
    expect(replaced.json()).toEqual({
      trackerApps: [
        { appName: 'GOOGLE_ANALYTICS', id: 'G-ABC123XYZ' },
        { appName: 'META_PIXEL', id: '2222222222' },
      ],
    });
    const removed = await host.agent.request('DELETE', `${API}/tracker-apps/GOOGLE_ANALYTICS`);
    expect(removed.json()).toEqual({ trackerApps: [{ appName: 'META_PIXEL', id: '2222222222' }] });
    const again = await host.agent.request('DELETE', `${API}/tracker-apps/GOOGLE_ANALYTICS`);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('NOT_FOUND');
  });

  it('refuses a malformed id or an unknown service with a clear 400', async () => {
    const pixel = await host.agent.request('PUT', `${API}/tracker-apps`, {
      appName: 'META_PIXEL',
      id: 'abc',
    });
    expect(pixel.statusCode).toBe(400);
    expect(pixel.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'id', message: 'Enter the pixel id: 6 to 20 digits, as Events Manager shows it' }],
    });
    const ga = await host.agent.request('PUT', `${API}/tracker-apps`, {
      appName: 'GOOGLE_ANALYTICS',
      id: 'UA-1-1',
    });
    expect(ga.json().issues).toEqual([{ path: 'id', message: 'Enter a measurement id such as G-ABC123XYZ' }]);
    const unknown = await host.agent.request('PUT', `${API}/tracker-apps`, {
      appName: 'TIKTOK',
      id: '123456',
    });
    expect(unknown.statusCode).toBe(400);
    expect((await host.agent.request('DELETE', `${API}/tracker-apps/TIKTOK`)).statusCode).toBe(400);
  });

  it('gives the public pages the ids by access link and with a share link, never across workspaces', async () => {
    const accessLink = host.session.workspace.accessLink;
    expect((await publicList(accessLink)).json()).toEqual({
      trackerApps: [{ appName: 'META_PIXEL', id: '2222222222' }],
    });
    expect((await publicList('no-such-link')).statusCode).toBe(404);

    const eventId = await createEvent(host.agent, { name: 'Intro call' });
    const { link } = (await host.agent.request('POST', `${API}/share-link`, { eventId })).json();
    const opened = await t.app.inject({ method: 'GET', url: `${API}/website/link/${link}` });
    expect(opened.json().trackerApps).toEqual([{ appName: 'META_PIXEL', id: '2222222222' }]);

    const other = await signUpHost(t.app);
    expect((await publicList(other.session.workspace.accessLink)).json()).toEqual({ trackerApps: [] });
    expect((await other.agent.request('GET', `${API}/tracker-apps`)).json()).toEqual({ trackerApps: [] });
  });

  it('is for signed-in hosts only, except the public list', async () => {
    const visitor = new Agent(t.app);
    expect((await visitor.request('GET', `${API}/tracker-apps`)).statusCode).toBe(401);
    expect(
      (await visitor.request('PUT', `${API}/tracker-apps`, { appName: 'META_PIXEL', id: '1234567' }))
        .statusCode,
    ).toBe(401);
  });
});
