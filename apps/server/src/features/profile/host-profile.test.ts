import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, addMember, createEvent } from '../../../test/booking-factory.ts';
import { multipart } from '../../../test/multipart.ts';
import { type Agent, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

describe.each(testDatabaseKinds())('host photo, bio and onboarding on %s', (kind) => {
  let t: TestApp;
  let dir: string;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let other: Awaited<ReturnType<typeof signUpHost>>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kairos-profile-'));
    t = await createTestApp(kind, { workers: false, config: { uploadsDir: dir } });
    host = await signUpHost(t.app, { firstName: 'Grace', companyName: 'Profile Works' });
    other = await signUpHost(t.app, { firstName: 'Mallory' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Uploads a PNG as a profile photo through the upload path; its lasting address. */
  async function uploadPhoto(agent: Agent): Promise<string> {
    const grant = await agent.request('POST', `${API}/file/upload`, {
      fileName: 'me.png',
      mimeType: 'image/png',
      module: 'PROFILE',
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const { url, fields, fileUrl } = grant.json();
    const body = multipart(fields, { name: 'me.png', type: 'image/png', bytes: PNG });
    const stored = await t.app.inject({ method: 'POST', url: new URL(url).pathname, ...body });
    expect(stored.statusCode, stored.body).toBe(204);
    return fileUrl;
  }

  const patch = (agent: Agent, body: Record<string, unknown>) =>
    agent.request('PATCH', `${API}/agent/profile`, body);

  it('keeps a photo uploaded as an image and a short bio, and refuses anything else with a 4xx', async () => {
    const photo = await uploadPhoto(host.agent);
    const res = await patch(host.agent, { profilePic: photo, bio: '  Product designer in Lisbon.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ profilePic: photo, bio: 'Product designer in Lisbon.' });
    expect((await host.agent.request('GET', `${API}/agent/info`)).json().agent).toMatchObject({
      profilePic: photo,
      bio: 'Product designer in Lisbon.',
    });
    const served = await t.app.inject({ method: 'GET', url: new URL(photo).pathname });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);

    const long = await patch(host.agent, { bio: 'x'.repeat(301) });
    expect([long.statusCode, long.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(long.json().issues).toEqual([{ path: 'bio', message: 'Keep the bio to 300 characters or fewer' }]);

    // Only images go in as photos, and only this workspace's own uploads.
    const pdf = await host.agent.request('POST', `${API}/file/upload`, {
      fileName: 'me.pdf',
      mimeType: 'application/pdf',
      module: 'PROFILE',
    });
    expect([pdf.statusCode, pdf.json().code]).toEqual([415, 'MIME_TYPE_NOT_SUPPORTED']);
    const theirs = await uploadPhoto(other.agent);
    for (const profilePic of [theirs, 'https://evil.example.com/me.png', `${API}/file/public/nope.png`, '']) {
      const bad = await patch(host.agent, { profilePic });
      expect(bad.statusCode, profilePic).toBe(400);
      expect(bad.json().issues, profilePic).toEqual([
        { path: 'profilePic', message: 'Upload a PNG, JPEG, GIF or WebP image for the photo' },
      ]);
    }
    expect((await host.agent.request('GET', `${API}/agent/info`)).json().agent.profilePic).toBe(photo);

    const removed = await patch(other.agent, { profilePic: null, bio: '' });
    expect(removed.json()).toMatchObject({ profilePic: null, bio: '' });
  });

  it('shows the photo and bio on the public listing and event pages, and a team’s members', async () => {
    const photo = await uploadPhoto(host.agent);
    await patch(host.agent, { profilePic: photo, bio: 'I help teams ship.' });
    await createEvent(host.agent, { name: 'Intro', slug: 'intro' });
    const link = host.session.workspace.accessLink;

    const list = (await t.app.inject({ method: 'GET', url: `${API}/website/events/${link}` })).json();
    expect(list.hosts).toEqual([
      {
        userId: host.session.agent._id,
        firstName: 'Grace',
        lastName: expect.any(String),
        profilePic: photo,
        bio: 'I help teams ship.',
        status: 'ACTIVE',
      },
    ]);
    const page = (await t.app.inject({ method: 'GET', url: `${API}/website/event/${link}/intro` })).json();
    expect(page.event.agentsDetails).toEqual([
      expect.objectContaining({ profilePic: photo, bio: 'I help teams ship.' }),
    ]);
    expect(JSON.stringify(page)).not.toContain(host.body.emailId);

    const memberId = await addMember(t, host.session.workspace._id, 'Tara');
    const team = await host.agent.request('POST', `${API}/team`, {
      name: 'Design crew',
      members: [
        { userId: memberId, isLead: false },
        { userId: host.session.agent._id, isLead: true },
      ],
    });
    expect(team.statusCode, team.body).toBe(201);
    const teamPage = (
      await t.app.inject({ method: 'GET', url: `${API}/website/events/${team.json().accessLink}` })
    ).json();
    expect(teamPage.events).toEqual([]);
    expect(
      teamPage.hosts.map((h: { firstName: string; profilePic: string | null }) => [
        h.firstName,
        h.profilePic,
      ]),
    ).toEqual([
      ['Grace', photo],
      ['Tara', null],
    ]);
  });

  it('offers the set-up steps to a new account until they are finished or skipped, once', async () => {
    const fresh = await signUpHost(t.app);
    const info = async () => (await fresh.agent.request('GET', `${API}/agent/info`)).json().agent;
    expect((await info()).onboardedAt).toBeNull();
    const done = await fresh.agent.request('POST', `${API}/agent/onboarding/done`);
    expect(done.statusCode, done.body).toBe(200);
    const at = done.json().onboardedAt;
    expect(at).toEqual(expect.any(String));
    expect((await info()).onboardedAt).toBe(at);
    const again = await fresh.agent.request('POST', `${API}/agent/onboarding/done`);
    expect(again.json().onboardedAt).toBe(at);
    expect((await t.app.inject({ method: 'POST', url: `${API}/agent/onboarding/done` })).statusCode).toBe(
      401,
    );
  });
});
