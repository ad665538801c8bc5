import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createEvent } from '../../../test/booking-factory.ts';
import { multipart } from '../../../test/multipart.ts';
import { type Agent, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const LOGO_REFUSED = {
  code: 'VALIDATION_ERROR',
  error: 'Upload a PNG, JPEG, GIF or WebP image for the logo',
  issues: [{ path: 'companyBranding.logo', message: 'Upload a PNG, JPEG, GIF or WebP image for the logo' }],
};

describe.each(testDatabaseKinds())('appearance on %s', (kind) => {
  let t: TestApp;
  let dir: string;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kairos-appearance-'));
    t = await createTestApp(kind, { workers: false, config: { uploadsDir: dir } });
    host = await signUpHost(t.app, { companyName: 'Brand House' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** An image stored through the upload routes; its lasting address. */
  async function uploadImage(by: Agent, module: 'APPEARANCE' | 'PROFILE', name = 'logo.png') {
    const grant = await by.request('POST', `${API}/file/upload`, {
      fileName: name,
      mimeType: 'image/png',
      module,
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const { url, fields, fileUrl } = grant.json();
    const form = multipart(fields, { name, type: 'image/png', bytes: PNG });
    expect((await t.app.inject({ method: 'POST', url: new URL(url).pathname, ...form })).statusCode).toBe(
      204,
    );
    return fileUrl as string;
  }

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

    const logo = await uploadImage(host.agent, 'APPEARANCE');
    const saved = await host.agent.request('PATCH', `${API}/appearance`, {
      overrideColors: true,
      brandColor: 'FACC15',
      textColor: '#222',
      companyBranding: { logo },
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
      logo,
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

  it('takes only an image the workspace uploaded for its logo', async () => {
    const before = (await host.agent.request('GET', `${API}/appearance`)).json().companyBranding.logo;
    const other = await signUpHost(t.app, { companyName: 'Elsewhere' });
    const theirs = await uploadImage(other.agent, 'APPEARANCE');
    const photo = await uploadImage(host.agent, 'PROFILE', 'me.png');
    const own = await uploadImage(host.agent, 'APPEARANCE');
    for (const logo of [
      'https://tracker.example.com/pixel.png',
      'http://localhost:3000/api/v1/bookings/file/public/no-such-file.png',
      theirs,
      photo,
      `${own}x`,
    ]) {
      const refused = await host.agent.request('PATCH', `${API}/appearance`, { companyBranding: { logo } });
      expect(refused.statusCode, logo).toBe(400);
      expect(refused.json(), logo).toEqual(LOGO_REFUSED);
    }
    expect((await host.agent.request('GET', `${API}/appearance`)).json().companyBranding.logo).toBe(before);

    // Its address from the path on is the same image.
    const saved = await host.agent.request('PATCH', `${API}/appearance`, {
      companyBranding: { logo: new URL(own).pathname },
    });
    expect(saved.json().companyBranding.logo).toBe(own);
    const removed = await host.agent.request('PATCH', `${API}/appearance`, {
      companyBranding: { logo: null },
    });
    expect(removed.json().companyBranding.logo).toBeNull();
  });

  it('shows public pages no logo from another site, even one saved before', async () => {
    const other = await signUpHost(t.app, { companyName: 'Old Branding' });
    await t.database.execute(
      `update workspaces set branding = jsonb_set(branding, '{companyBranding}', $1::jsonb) where id = $2`,
      [JSON.stringify({ logo: 'https://tracker.example.com/pixel.png' }), other.session.workspace._id],
    );
    const page = (await lookup({ accessLink: other.session.workspace.accessLink })).json();
    expect(page).toMatchObject({ companyBranding: false, logo: null });

    // Once deleted, the workspace's own logo is gone from its pages too.
    const logo = await uploadImage(other.agent, 'APPEARANCE');
    await other.agent.request('PATCH', `${API}/appearance`, { companyBranding: { logo } });
    expect((await lookup({ accessLink: other.session.workspace.accessLink })).json().logo).toBe(logo);
    const key = decodeURIComponent(new URL(logo).pathname.split('/').pop() ?? '');
    expect((await other.agent.request('POST', `${API}/file/delete`, { key })).statusCode).toBe(200);
    expect((await lookup({ accessLink: other.session.workspace.accessLink })).json().logo).toBeNull();
  });
});
