import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createEvent } from '../../../test/booking-factory.ts';
import { createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

describe.each(testDatabaseKinds())('appearance on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { workers: false });
    host = await signUpHost(t.app, { companyName: 'Brand House' });
  });
  afterAll(async () => {
    await t.close();
  });

  const lookup = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${API}/website/event/appearance`, payload: body });

  it('starts from the defaults', async () => {
    const res = await host.agent.request('GET', `${API}/appearance`);
    expect(res.json()).toEqual({
      overrideLayout: false,
      overrideColors: false,
      bgColor: null,
      buttonTextColor: null,
      textColor: null,
      brandColor: null,
      layout: null,
      companyBranding: { logo: null },
      bookingName: null,
      eventListingLayout: null,
      poweredBy: true,
    });
    const effective = (await lookup({ accessLink: host.session.workspace.accessLink })).json();
    expect(effective).toMatchObject({ overrideColors: false, brandColor: null, poweredBy: true, logo: null });
  });

  it('saves validated branding and serves the effective look, event overrides first', async () => {
    const bad = await host.agent.request('PATCH', `${API}/appearance`, { brandColor: 'blue' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'brandColor', message: 'Use a hex colour such as #2563EB' }]);

    const saved = await host.agent.request('PATCH', `${API}/appearance`, {
      overrideColors: true,
      brandColor: 'FACC15',
      textColor: '#222',
      companyBranding: { logo: 'https://cdn.example.com/logo.png' },
      bookingName: 'Brand House bookings',
      poweredBy: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      brandColor: '#facc15',
      textColor: '#222222',
      buttonTextColor: null,
    });

    const listing = (await lookup({ accessLink: host.session.workspace.accessLink })).json();
    expect(listing).toMatchObject({
      overrideColors: true,
      brandColor: '#facc15',
      buttonTextColor: '#000000',
      textColor: '#222222',
      companyBranding: true,
      logo: 'https://cdn.example.com/logo.png',
      bookingName: 'Brand House bookings',
      poweredBy: false,
    });

    const eventId = await createEvent(host.agent, {
      name: 'Dark call',
      appearance: { overrideColors: true, brandColor: '#1e3a8a' },
    });
    await createEvent(host.agent, { name: 'Plain call' });
    const dark = (await lookup({ accessLink: host.session.workspace.accessLink, slug: 'dark-call' })).json();
    expect(dark).toMatchObject({ brandColor: '#1e3a8a', buttonTextColor: '#ffffff', textColor: '#222222' });
    const plain = (await lookup({ appId: host.session.workspace._id, slug: 'plain-call' })).json();
    expect(plain.brandColor).toBe('#facc15');

    const link = (await host.agent.request('POST', `${API}/share-link`, { eventId })).json().link;
    expect((await lookup({ shareLink: link })).json().brandColor).toBe('#1e3a8a');

    expect((await lookup({ accessLink: 'no-such-place' })).statusCode).toBe(404);
    expect((await lookup({ accessLink: host.session.workspace.accessLink, slug: 'nope' })).statusCode).toBe(
      404,
    );
    expect((await lookup({})).statusCode).toBe(404);
  });
});
