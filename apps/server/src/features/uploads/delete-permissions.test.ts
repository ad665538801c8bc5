import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@kairos/core/accounts/schemas';
import { DEFAULT_QUESTIONS } from '@kairos/core/events/event-rules';
import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, addMember, book, bookingBody, countRows, createEvent } from '../../../test/booking-factory.ts';
import { multipart } from '../../../test/multipart.ts';
import {
  type Agent,
  createClock,
  createTestApp,
  sessionFor,
  signUpHost,
  type TestApp,
} from '../../../test/test-app.ts';

const NOW = '2027-03-01T08:00:00Z';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
const NOTHING: Role = { name: 'Guest', permissions: {}, isSuperAdminRole: false, isAutoCreated: false };

/**
 * `POST /file/delete` asks for the permission of what a file belongs to, not just a session of
 * its workspace: a member whose role grants nothing once deleted the owner's logo.
 */
describe.each(testDatabaseKinds())('deleting uploaded files on %s', (kind) => {
  let t: TestApp;
  let dir: string;
  let owner: Awaited<ReturnType<typeof signUpHost>>;
  let stranger: Awaited<ReturnType<typeof signUpHost>>;
  let nobody: Agent;
  let alice: { id: string; agent: Agent };
  let bob: { id: string; agent: Agent };

  async function member(name: string, role?: Role) {
    const workspaceId = owner.session.workspace._id;
    const id = await addMember(t, workspaceId, name);
    if (role) {
      await t.database.execute('update memberships set role = $1 where agent_id = $2', [
        JSON.stringify(role),
        id,
      ]);
    }
    return { id, agent: await sessionFor(t, id, workspaceId) };
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kairos-delete-'));
    t = await createTestApp(kind, { clock: createClock(NOW), workers: false, config: { uploadsDir: dir } });
    owner = await signUpHost(t.app, { companyName: 'Owner Works' });
    stranger = await signUpHost(t.app, { companyName: 'Elsewhere' });
    nobody = (await member('Nobody', NOTHING)).agent;
    alice = await member('Alice');
    bob = await member('Bob');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Grants and stores a file, by a host's session or (no session) as a visitor of the owner's page. */
  async function upload(by: Agent | null, module: string, name: string, bytes = PNG) {
    const type = name.endsWith('.pdf') ? 'application/pdf' : 'image/png';
    const body = { fileName: name, mimeType: type, module, accessLink: owner.session.workspace.accessLink };
    const grant = by
      ? await by.request('POST', `${API}/file/upload`, body)
      : await t.app.inject({ method: 'POST', url: `${API}/website/upload`, payload: body });
    expect(grant.statusCode, grant.body).toBe(200);
    const { url, fields, key, fileUrl } = grant.json();
    const form = multipart(fields, { name, type, bytes });
    const stored = await t.app.inject({ method: 'POST', url: new URL(url).pathname, ...form });
    expect(stored.statusCode, stored.body).toBe(204);
    return { key: key as string, fileUrl: fileUrl as string };
  }

  const remove = (by: Agent, key: string) => by.request('POST', `${API}/file/delete`, { key });
  const isLive = async (key: string) =>
    (await countRows(t, 'uploads', 'key = $1 and deleted_at is null', [key])) === 1;

  it('keeps the logo from anyone who may not edit the appearance', async () => {
    const logo = await upload(owner.agent, 'APPEARANCE', 'logo.png');
    for (const [who, agent] of [
      ['a role that grants nothing', nobody],
      ['a member (appearance view only)', alice.agent],
    ] as const) {
      const refused = await remove(agent, logo.key);
      expect(refused.statusCode, who).toBe(403);
      expect(refused.json()).toEqual({
        code: 'FORBIDDEN',
        error: 'Your role does not allow you to edit appearance, so you cannot delete the logo',
      });
    }
    expect(await isLive(logo.key)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: new URL(logo.fileUrl).pathname })).statusCode).toBe(200);
    expect((await remove(owner.agent, logo.key)).statusCode).toBe(200);
    expect(await isLive(logo.key)).toBe(false);
  });

  it('lets only its owner delete a profile photo', async () => {
    const photo = await upload(alice.agent, 'PROFILE', 'alice.png');
    for (const agent of [bob.agent, nobody, owner.agent]) {
      const refused = await remove(agent, photo.key);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'FORBIDDEN',
        error: 'Only the member whose photo this is can delete it',
      });
    }
    expect((await remove(alice.agent, photo.key)).statusCode).toBe(200);
  });

  it('lets only who may change the booking delete a visitor’s attachment', async () => {
    const eventId = await createEvent(alice.agent, {
      name: 'Review',
      questions: [
        ...DEFAULT_QUESTIONS,
        {
          questionId: 'brief',
          content: 'Brief',
          type: 'ATTACHMENT',
          required: false,
          attachmentType: ['pdf'],
        },
      ],
    });
    const brief = await upload(null, 'BOOKING', 'brief.pdf', PDF);
    const booked = await book(
      t.app,
      bookingBody(eventId, '2027-03-02T10:00:00.000Z', {
        attendee: {
          answers: [
            {
              questionId: 'brief',
              type: 'ATTACHMENT',
              answer: '',
              attachments: [{ name: 'brief.pdf', key: brief.key, url: brief.fileUrl }],
            },
          ],
        },
      }),
    );
    expect(booked.statusCode, booked.body).toBe(202);

    // Bob may edit bookings, but not this one: Alice hosts it (decision 0011).
    for (const agent of [bob.agent, nobody]) {
      const refused = await remove(agent, brief.key);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'FORBIDDEN',
        error: 'Only the hosts of the booking this file is attached to can delete it',
      });
    }
    expect(await isLive(brief.key)).toBe(true);
    expect((await remove(alice.agent, brief.key)).statusCode).toBe(200);

    // A visitor's file no booking holds: an admin may clear it away, a member may not.
    const loose = await upload(null, 'BOOKING', 'loose.pdf', PDF);
    expect((await remove(bob.agent, loose.key)).json()).toEqual({
      code: 'FORBIDDEN',
      error: 'Only an admin can delete a visitor’s file that is not attached to a booking',
    });
    expect((await remove(owner.agent, loose.key)).statusCode).toBe(200);
  });

  it('asks routing forms edit for a form’s file', async () => {
    await owner.agent.request('POST', `${API}/routing/form/new`, {
      name: 'Apply',
      questions: [{ questionId: 'cv', content: 'CV', type: 'ATTACHMENT', required: true }],
    });
    const cv = await upload(null, 'ROUTING_FORM', 'cv.pdf', PDF);
    const refused = await remove(nobody, cv.key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      'Your role does not allow you to edit routing forms, so you cannot delete their files',
    );
    // The built-in Member role edits routing forms.
    expect((await remove(bob.agent, cv.key)).statusCode).toBe(200);
  });

  it('answers 404 for another workspace’s key, an unknown one and one already deleted', async () => {
    const theirs = await upload(stranger.agent, 'APPEARANCE', 'theirs.png');
    expect((await remove(owner.agent, theirs.key)).statusCode).toBe(404);
    expect((await remove(owner.agent, 'no-such-key.png')).statusCode).toBe(404);
    const general = await upload(bob.agent, 'GENERAL', 'notes.png');
    expect((await remove(alice.agent, general.key)).statusCode).toBe(403);
    expect((await remove(bob.agent, general.key)).statusCode).toBe(200);
    expect((await remove(bob.agent, general.key)).statusCode).toBe(404);
    expect(await isLive(theirs.key)).toBe(true);
  });
});
