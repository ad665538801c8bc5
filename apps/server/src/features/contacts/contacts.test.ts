import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, addMember, book, bookingBody, countRows, createEvent } from '../../../test/booking-factory.ts';
import { seedMeeting } from '../../../test/meeting-seed.ts';
import {
  type Agent,
  createClock,
  createTestApp,
  sessionFor,
  signUpHost,
  type TestApp,
} from '../../../test/test-app.ts';

describe.each(testDatabaseKinds())('the contact list and its edits on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let stranger: Awaited<ReturnType<typeof signUpHost>>;
  let appId: string;
  let eventId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock('2027-03-01T08:00:00Z'), workers: false });
    host = await signUpHost(t.app);
    stranger = await signUpHost(t.app, { companyName: 'Elsewhere' });
    appId = host.session.workspace._id;
    eventId = await createEvent(host.agent, { name: 'Chat' });
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (agent: Agent, body: Record<string, unknown>) =>
    agent.request('POST', `${API}/contact`, body);
  const list = (agent: Agent, query = '') => agent.request('GET', `${API}/contact/list${query}`);

  it('creates contacts, refuses a second one with the same address and a phone number that is not one', async () => {
    const res = await create(host.agent, {
      emailId: 'Ada@Example.com',
      name: 'Ada',
      timezone: 'Europe/London',
      phoneNumber: '+44 20 7946 0958 ext. 12',
      tags: ['vip', 'london', 'vip'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().contact).toMatchObject({
      emailId: 'ada@example.com',
      name: 'Ada',
      timezone: 'Europe/London',
      phoneNumber: '+442079460958 ext. 12',
      tags: ['vip', 'london'],
      status: 'ACTIVE',
      meetings: 0,
      createdAt: '2027-03-01T08:00:00.000Z',
    });
    const again = await create(host.agent, { emailId: 'ada@example.com', name: 'Ada again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      error: 'A contact with this email already exists',
    });
    const badPhone = await create(host.agent, { emailId: 'x@example.com', name: 'X', phoneNumber: '+1 650' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().issues).toEqual([{ path: 'phoneNumber', message: 'Invalid phone number' }]);
    const longPhone = await create(host.agent, {
      emailId: 'x@example.com',
      name: 'X',
      phoneNumber: '1'.repeat(251),
    });
    expect(longPhone.json().issues).toEqual([{ path: 'phoneNumber', message: 'Use at most 250 characters' }]);
    expect((await create(host.agent, { emailId: 'nope', name: 'X' })).statusCode).toBe(400);
    expect((await create(stranger.agent, { emailId: 'ada@example.com', name: 'Theirs' })).statusCode).toBe(
      201,
    );
  });

  it('updates a contact, refusing an address another contact has', async () => {
    const made = (await create(host.agent, { emailId: 'bob@example.com', name: 'Bob' })).json().contact;
    const update = (agent: Agent, body: Record<string, unknown>) =>
      agent.request('PATCH', `${API}/contact`, { _id: made._id, ...body });
    const res = await update(host.agent, { name: 'Robert', tags: ['london'], phoneNumber: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contact).toMatchObject({
      name: 'Robert',
      tags: ['london'],
      phoneNumber: null,
      emailId: 'bob@example.com',
    });
    const clash = await update(host.agent, { emailId: 'ada@example.com' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().issues).toEqual([
      { path: 'emailId', message: 'A contact with this email already exists' },
    ]);
    expect((await update(stranger.agent, { name: 'Hijack' })).statusCode).toBe(404);
    const tags = await host.agent.request('GET', `${API}/contact/tag/list`);
    expect(tags.json()).toEqual({ tags: ['london', 'vip'] });
  });

  it('lists 50 a page, searches, filters by ids, address and tags, and counts meetings', async () => {
    for (let i = 0; i < 50; i++) {
      await t.database.execute(
        `insert into contacts (app_id, email_id, name, tags, created_at) values ($1, $2, $3, $4::jsonb, $5)`,
        [
          appId,
          `bulk-${i}@example.com`,
          `Bulk ${i}`,
          JSON.stringify(i % 10 === 0 ? ['tenth'] : []),
          '2027-01-01T00:00:00Z',
        ],
      );
    }
    await seedMeeting(t, {
      appId,
      eventId,
      start: '2027-03-02T09:00:00Z',
      organizerId: host.session.agent._id,
      attendees: [
        { fullName: 'Ada', emailId: 'ada@example.com', utms: { utm_source: 'news', utm_campaign: 'spring' } },
      ],
    });
    await seedMeeting(t, {
      appId,
      eventId,
      start: '2027-03-03T09:00:00Z',
      organizerId: host.session.agent._id,
      status: 'CANCELLED',
      attendees: [{ fullName: 'Ada', emailId: 'ADA@example.com' }],
    });

    const first = await list(host.agent);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ pageSize: 50, last: false });
    expect(first.json().contacts).toHaveLength(50);
    expect(
      first
        .json()
        .contacts.slice(0, 2)
        .map((c: { name: string }) => c.name)
        .sort(),
    ).toEqual(['Ada', 'Robert']);
    const second = (await list(host.agent, '?page=2')).json();
    expect(second).toMatchObject({ last: true });
    expect(second.contacts).toHaveLength(2);

    const ada = (await list(host.agent, '?q=ADA')).json().contacts;
    expect(ada).toEqual([expect.objectContaining({ emailId: 'ada@example.com', meetings: 2 })]);
    expect((await list(host.agent, '?q=bulk-1')).json().contacts).toHaveLength(11);
    expect((await list(host.agent, '?q=%25')).json().contacts).toHaveLength(0);
    expect((await list(host.agent, '?attendee=Bob@example.com')).json().contacts).toHaveLength(1);
    expect((await list(host.agent, '?tags=tenth,london')).json().contacts).toHaveLength(7);
    const ids = `${ada[0]._id},not-an-id`;
    expect(
      (await list(host.agent, `?ids=${ids}`)).json().contacts.map((c: { name: string }) => c.name),
    ).toEqual(['Ada']);
    expect((await list(stranger.agent)).json().contacts).toHaveLength(1);
    expect((await list(host.agent, '?page=0')).statusCode).toBe(400);

    const utms = await host.agent.request('GET', `${API}/attendee/agent/utms?contactId=${ada[0]._id}`);
    expect(utms.statusCode, utms.body).toBe(200);
    expect(utms.json().utms).toEqual([
      expect.objectContaining({
        utm_source: 'news',
        utm_campaign: 'spring',
        meetingTime: '2027-03-02T09:00:00.000Z',
      }),
    ]);
    const byEmail = await host.agent.request('GET', `${API}/attendee/agent/utms?emailId=ada@example.com`);
    expect(byEmail.json().utms).toHaveLength(1);
    expect((await host.agent.request('GET', `${API}/attendee/agent/utms`)).statusCode).toBe(400);
    const foreign = await stranger.agent.request('GET', `${API}/attendee/agent/utms?contactId=${ada[0]._id}`);
    expect(foreign.statusCode).toBe(404);
  });

  it('deletes only when confirmed; with deleteToo, their attendee records and emptied meetings go too', async () => {
    const contact = async (emailId: string) =>
      (await create(host.agent, { emailId, name: emailId.split('@')[0] })).json().contact._id as string;
    const keepId = await contact('keep@example.com');
    const dropId = await contact('drop@example.com');
    const member = await sessionFor(t, await addMember(t, appId, 'Mia'), appId);
    const organizerId = host.session.agent._id;
    const alone = await seedMeeting(t, {
      appId,
      eventId,
      start: '2027-03-04T09:00:00Z',
      organizerId,
      attendees: [{ fullName: 'Drop', emailId: 'drop@example.com' }],
    });
    const shared = await seedMeeting(t, {
      appId,
      eventId,
      start: '2027-03-04T11:00:00Z',
      organizerId,
      attendees: [
        { fullName: 'Drop', emailId: 'drop@example.com' },
        { fullName: 'Other', emailId: 'other@example.com', guests: ['g@example.com'] },
      ],
    });
    const keptMeeting = await seedMeeting(t, {
      appId,
      eventId,
      start: '2027-03-04T13:00:00Z',
      organizerId,
      attendees: [{ fullName: 'Keep', emailId: 'keep@example.com' }],
    });
    const remove = (agent: Agent, body: Record<string, unknown>) =>
      agent.request('POST', `${API}/contact/delete`, body);

    const unconfirmed = await remove(host.agent, { ids: [keepId], confirmDelete: false });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().issues).toEqual([
      { path: 'confirmDelete', message: 'Confirm the deletion: set confirmDelete to true' },
    ]);
    expect((await remove(host.agent, { ids: [keepId] })).statusCode).toBe(400);
    expect((await remove(member, { ids: [keepId], confirmDelete: true })).statusCode).toBe(403);
    expect((await remove(stranger.agent, { ids: [keepId], confirmDelete: true })).json().deleted).toBe(0);

    const kept = await remove(host.agent, { ids: [keepId], confirmDelete: true });
    expect(kept.json()).toEqual({ deleted: 1, attendeesDeleted: 0, meetingsDeleted: 0 });
    expect(await countRows(t, 'attendees', 'meeting_id = $1', [keptMeeting])).toBe(1);

    const dropped = await remove(host.agent, { ids: [dropId], confirmDelete: true, deleteToo: true });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json()).toEqual({ deleted: 1, attendeesDeleted: 2, meetingsDeleted: 1 });
    expect(await countRows(t, 'meetings', 'id = $1', [alone])).toBe(0);
    expect(await countRows(t, 'attendees', 'meeting_id = $1', [shared])).toBe(1);
    const { rows } = await t.database.execute('select attendee_count from meetings where id = $1', [shared]);
    expect(Number(rows[0]?.attendee_count)).toBe(2);
    expect(await countRows(t, 'contacts', 'id = any($1::uuid[])', [[keepId, dropId]])).toBe(0);
    expect((await list(host.agent, '?q=drop')).json().contacts).toEqual([]);
  });

  it('keeps the phone number a visitor gave when booking on their contact', async () => {
    const withPhone = await createEvent(host.agent, {
      name: 'Call me',
    });
    const event = (await host.agent.request('GET', `${API}/event/${withPhone}`)).json();
    const saved = await host.agent.request('PATCH', `${API}/event`, {
      _id: withPhone,
      questions: [...event.questions, { type: 'PHONE_NUMBER', content: 'Phone', required: false }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const phoneId = saved
      .json()
      .questions.find((q: { type: string }) => q.type === 'PHONE_NUMBER').questionId;
    const booked = await book(
      t.app,
      bookingBody(withPhone, '2027-03-02T10:00:00.000Z', {
        attendee: {
          emailId: 'caller@example.com',
          answers: [{ questionId: phoneId, answer: '+91 98765 43210' }],
        },
      }),
    );
    expect(booked.statusCode, booked.body).toBe(202);
    const found = (await list(host.agent, '?q=caller@example.com')).json();
    expect(found.contacts).toEqual([
      expect.objectContaining({ emailId: 'caller@example.com', phoneNumber: '+919876543210' }),
    ]);
  });
});
