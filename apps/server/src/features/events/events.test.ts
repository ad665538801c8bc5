import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

const API = '/api/v1/bookings';

describe.each(testDatabaseKinds())('event types on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a bookable one-on-one event from a name and a duration', async () => {
    const host = await signUpHost(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    const res = await host.agent.request('POST', `${API}/event/add`, { name: 'Intro Call', duration: 30 });
    expect(res.statusCode).toBe(201);
    const event = res.json();
    expect(event).toMatchObject({
      name: 'Intro Call',
      slug: 'intro-call',
      duration: 30,
      type: 'SOLO',
      status: 'ACTIVE',
      isPrivate: false,
      organizerUserId: host.session.agent._id,
      agents: [
        {
          userId: host.session.agent._id,
          isOrganizer: true,
          availableHourId: null,
          customAvailableHour: null,
          mode: null,
        },
      ],
      agentsDetails: [
        {
          userId: host.session.agent._id,
          firstName: 'Grace',
          lastName: 'Hopper',
          profilePic: null,
          status: 'ACTIVE',
        },
      ],
      availableDuration: [30],
      paymentOnDuration: [],
      mode: null,
      location: null,
      teamId: null,
      timezonePreference: { timezone: 'UTC', type: 'AUTOMATIC' },
      bounds: {
        buffer: { beforeMeeting: 0, afterMeeting: 0 },
        minimumNotice: 0,
        dailyLimit: 0,
        attendeeLimit: { dailyLimit: -1 },
      },
      schedule: { type: 'UPCOMING_DAYS', daysCount: 60, checkForConflict: true },
      payment: { enable: false, currencyCode: 'USD' },
      termsAndCondition: { enable: false },
      bookingConfirmation: { enable: false },
    });
    expect(event._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.createdAt).toMatch(/Z$/);
    expect(event.questions.map((q: { type: string }) => q.type)).toEqual(['NAME', 'EMAIL_ID']);
    expect(event).not.toHaveProperty('appId');
    expect(event).not.toHaveProperty('deletedAt');

    const got = await host.agent.request('GET', `${API}/event/${event._id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(event);
  });

  it('keeps every sub-object the host sends, filled with defaults', async () => {
    const host = await signUpHost(t.app);
    const teamId = (
      await host.agent.request('POST', `${API}/team`, {
        name: 'Team One',
        members: [{ userId: host.session.agent._id }],
      })
    ).json()._id;
    const body = {
      name: 'Consult',
      duration: 45,
      description: 'Talk it through',
      color: '#FF8800',
      modes: [
        { key: 'IN_PERSON', value: ' 1 Main St ', note: 'Ring twice' },
        { key: 'PHONE_NUMBER', phoneNumber: '+1 415 555 2671' },
      ],
      bounds: { slotGap: 15, buffer: { afterMeeting: 10 }, attendeeLimits: [{ key: 'WEEK', limit: 2 }] },
      schedule: {
        type: 'DATE_RANGE',
        start: '2027-03-01',
        end: '2027-03-31',
        specificDates: [{ date: '2027-03-29', hours: [{ start: 600, end: 660 }] }],
      },
      questions: [
        { type: 'NAME', content: 'Your name', required: true },
        { type: 'EMAILID', content: 'Email', required: true },
        { type: 'DROPDOWN', content: 'Topic', listItems: ['Sales', 'Support'], allowOthers: true },
        {
          type: 'DATE',
          content: 'Birthday',
          dateRangeType: 'DOB',
          dobDateRange: { minYears: 18, maxYears: 99, minDays: 0, maxDays: 0 },
        },
      ],
      notifications: { emailReminder: { enable: true, minutesBefore: [1440, 60] } },
      payment: { enable: true, methods: ['STRIPE', 'LATER'], amount: 25, currencyCode: 'EUR' },
      termsAndCondition: { enable: true, text: 'Be on time' },
      bookingConfirmation: { enable: true, type: 'LESS_THAN', lessThanNotice: 120 },
      timezonePreference: { timezone: 'Asia/Kathmandu', type: 'LOCK' },
      confirmationPage: {
        redirectURL: 'https://example.com/thanks',
        links: [{ name: 'Docs', url: 'https://example.com/docs' }],
      },
      appearance: { overrideColors: true, brandColor: '#112233' },
      customAvailableHour: {
        weeklySchedule: { MONDAY: [{ start: 480, end: 720 }] },
        timezone: 'Asia/Kolkata',
      },
      allowAttendeeToSelectDuration: true,
      availableDuration: [45, 90],
      allowAttendeesToAddGuests: true,
      note: 'Internal: VIP only',
      teamId,
    };
    const res = await host.agent.request('POST', `${API}/event/add`, body);
    expect(res.statusCode).toBe(201);
    const event = res.json();
    expect(event).toMatchObject({
      description: 'Talk it through',
      color: '#FF8800',
      mode: 'IN_PERSON',
      location: '1 Main St',
      modes: [
        { key: 'IN_PERSON', value: '1 Main St', note: 'Ring twice' },
        { key: 'PHONE_NUMBER', phoneNumber: '+1 415 555 2671' },
      ],
      bounds: {
        slotGap: 15,
        buffer: { beforeMeeting: 0, afterMeeting: 10 },
        attendeeLimits: [{ key: 'WEEK', limit: 2 }],
      },
      schedule: { type: 'DATE_RANGE', start: '2027-03-01', end: '2027-03-31', checkForConflict: true },
      notifications: {
        emailReminder: { enable: true, minutesBefore: [1440, 60] },
        emailInvitation: { enable: true },
      },
      payment: {
        enable: true,
        methods: ['STRIPE', 'LATER'],
        amount: 25,
        currencyCode: 'EUR',
        required: true,
      },
      termsAndCondition: { enable: true, text: 'Be on time', required: true },
      bookingConfirmation: {
        enable: true,
        type: 'LESS_THAN',
        lessThanNotice: 120,
        blockUnconfirmedSlots: true,
      },
      timezonePreference: { timezone: 'Asia/Kathmandu', type: 'LOCK' },
      confirmationPage: {
        redirectURL: 'https://example.com/thanks',
        links: [{ name: 'Docs', enable: true, type: 'CUSTOM' }],
      },
      appearance: { overrideColors: true, brandColor: '#112233', overrideLayout: false },
      customAvailableHour: { timezone: 'Asia/Kolkata', specificDates: [] },
      availableDuration: [45, 90],
      guestLimit: 5,
      note: 'Internal: VIP only',
      teamId,
    });
    expect(event.questions).toHaveLength(4);
    for (const q of event.questions) expect(q.questionId).toMatch(/\S/);
    expect(event.questions[2]).toMatchObject({
      listItems: ['Sales', 'Support'],
      allowOthers: true,
      required: false,
      enable: true,
    });
  });

  it('updates only the fields sent, by _id or id, and replaces a sub-object whole', async () => {
    const host = await signUpHost(t.app);
    const created = (
      await host.agent.request('POST', `${API}/event/add`, {
        name: 'Demo',
        duration: 30,
        description: 'Keep me',
        bounds: { slotGap: 10, minimumNotice: 60 },
      })
    ).json();
    t.clock.advance(1000);
    const res = await host.agent.request('PATCH', `${API}/event`, {
      _id: created._id,
      name: 'Demo call',
      bounds: { dailyLimit: 3 },
      status: 'INACTIVE',
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated).toMatchObject({
      name: 'Demo call',
      slug: 'demo',
      description: 'Keep me',
      status: 'INACTIVE',
      duration: 30,
    });
    expect(updated.bounds).toEqual({
      buffer: { beforeMeeting: 0, afterMeeting: 0 },
      minimumNotice: 0,
      dailyLimit: 3,
      eventLimit: 0,
      attendeeLimit: { dailyLimit: -1 },
      attendeeLimits: [],
    });
    expect(updated.questions).toEqual(created.questions);
    expect(updated.createdAt).toBe(created.createdAt);
    expect(updated.updatedAt).not.toBe(created.updatedAt);

    const byId = await host.agent.request('PATCH', `${API}/event`, { id: created._id, duration: 20 });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ duration: 20, availableDuration: [20], name: 'Demo call' });
    expect((await host.agent.request('GET', `${API}/event/${created._id}`)).json()).toEqual(byId.json());
  });

  it('takes back an event exactly as it was read, ignoring the fields it computes', async () => {
    const host = await signUpHost(t.app);
    const event = (
      await host.agent.request('POST', `${API}/event/add`, { name: 'Echo', duration: 30 })
    ).json();
    t.clock.advance(1000);
    const back = await host.agent.request('PATCH', `${API}/event`, {
      ...event,
      organizerUserId: 'x',
      sortOrder: 99,
    });
    expect(back.statusCode).toBe(200);
    expect({ ...back.json(), updatedAt: null }).toEqual({ ...event, updatedAt: null });
  });

  it('checks the settings as a whole after an update', async () => {
    const host = await signUpHost(t.app);
    const created = (
      await host.agent.request('POST', `${API}/event/add`, { name: 'Group', duration: 30 })
    ).json();
    const res = await host.agent.request('PATCH', `${API}/event`, {
      _id: created._id,
      type: 'GROUP',
      maxAttendeesPerMeet: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_ERROR',
      error: 'maxAttendeesPerMeet: A group event needs room for at least 2 attendees',
      issues: [{ path: 'maxAttendeesPerMeet', message: 'A group event needs room for at least 2 attendees' }],
    });
    const group = await host.agent.request('PATCH', `${API}/event`, { _id: created._id, type: 'GROUP' });
    expect(group.json()).toMatchObject({ type: 'GROUP', maxAttendeesPerMeet: 10 });
    const missing = await host.agent.request('PATCH', `${API}/event`, { name: 'No id' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([{ path: '_id', message: 'Give the _id of the event to update' }]);
  });

  it('answers 404 for an unknown, malformed, deleted or other workspace’s event, and leaks nothing', async () => {
    const a = await signUpHost(t.app, { companyName: 'Alpha' });
    const b = await signUpHost(t.app, { companyName: 'Beta' });
    const theirs = (
      await b.agent.request('POST', `${API}/event/add`, { name: 'Secret', duration: 30 })
    ).json();
    const notFound = { code: 'NOT_FOUND', error: 'Event not found' };
    for (const id of [theirs._id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const get = await a.agent.request('GET', `${API}/event/${id}`);
      expect(get.statusCode).toBe(404);
      expect(get.json()).toEqual(notFound);
      expect((await a.agent.request('PATCH', `${API}/event`, { _id: id, name: 'Mine' })).json()).toEqual(
        notFound,
      );
      expect((await a.agent.request('DELETE', `${API}/event/${id}`)).statusCode).toBe(404);
      expect(
        (await a.agent.request('PATCH', `${API}/event/private/status`, { id, isPrivate: true })).statusCode,
      ).toBe(404);
    }
    expect((await a.agent.request('POST', `${API}/event`, { search: 'Secret' })).json().events).toEqual([]);
    expect((await b.agent.request('GET', `${API}/event/${theirs._id}`)).json()).toMatchObject({
      name: 'Secret',
    });
  });

  it('refuses a host from another workspace and hours that are not the host’s', async () => {
    const a = await signUpHost(t.app);
    const b = await signUpHost(t.app);
    const res = await a.agent.request('POST', `${API}/event/add`, {
      name: 'Borrowed',
      duration: 30,
      agents: [{ userId: b.session.agent._id }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'agents.0.userId', message: 'This host is not in your workspace' },
    ]);

    const bHours = (await b.agent.request('GET', `${API}/available-hours`)).json().availableHours[0];
    const stolen = await a.agent.request('POST', `${API}/event/add`, {
      name: 'Borrowed hours',
      duration: 30,
      agents: [{ userId: a.session.agent._id, availableHourId: bHours._id }],
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().issues).toEqual([
      { path: 'agents.0.availableHourId', message: 'These available hours are not this host’s' },
    ]);
  });

  it('soft-deletes: the event is gone everywhere and its slug is free again', async () => {
    const host = await signUpHost(t.app);
    const created = (
      await host.agent.request('POST', `${API}/event/add`, { name: 'Gone', duration: 30 })
    ).json();
    const del = await host.agent.request('DELETE', `${API}/event/${created._id}`);
    expect(del.statusCode).toBe(204);
    expect((await host.agent.request('GET', `${API}/event/${created._id}`)).statusCode).toBe(404);
    expect((await host.agent.request('DELETE', `${API}/event/${created._id}`)).statusCode).toBe(404);
    expect((await host.agent.request('GET', `${API}/event/list`)).json().events).toEqual([]);
    const rows = await t.database.execute('select deleted_at from events where id = $1', [created._id]);
    expect(rows.rows[0]?.deleted_at).toBeTruthy();
    const again = await host.agent.request('POST', `${API}/event/add`, { name: 'Gone', duration: 30 });
    expect(again.json().slug).toBe('gone');
  });

  it('answers 409 SLUG_TAKEN for a slug already used in the workspace, whatever its case', async () => {
    const host = await signUpHost(t.app);
    await host.agent.request('POST', `${API}/event/add`, { name: 'One', duration: 30, slug: 'meet' });
    const dup = await host.agent.request('POST', `${API}/event/add`, {
      name: 'Two',
      duration: 30,
      slug: 'MEET',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ code: 'SLUG_TAKEN', error: 'This slug is already used in your workspace' });

    const other = (
      await host.agent.request('POST', `${API}/event/add`, { name: 'Three', duration: 30 })
    ).json();
    const rename = await host.agent.request('PATCH', `${API}/event`, { _id: other._id, slug: 'meet' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().code).toBe('SLUG_TAKEN');

    const elsewhere = await signUpHost(t.app);
    const same = await elsewhere.agent.request('POST', `${API}/event/add`, {
      name: 'One',
      duration: 30,
      slug: 'meet',
    });
    expect(same.statusCode).toBe(201);
  });

  it('lets exactly one of many concurrent creations take a slug', async () => {
    const host = await signUpHost(t.app);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        host.agent.request('POST', `${API}/event/add`, { name: `Race ${i}`, duration: 30, slug: 'race' }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'SLUG_TAKEN')).toBe(
      true,
    );
  });

  it('gives concurrent creations from one name distinct slugs', async () => {
    const host = await signUpHost(t.app);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        host.agent.request('POST', `${API}/event/add`, { name: 'Office Hours', duration: 30 }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const slugs = results.map((r) => r.json().slug).sort();
    expect(slugs).toEqual([
      'office-hours',
      'office-hours-2',
      'office-hours-3',
      'office-hours-4',
      'office-hours-5',
      'office-hours-6',
    ]);
  });

  it('needs a session, and the eventTypes permission for each action', async () => {
    const anonymous = new Agent(t.app);
    const res = await anonymous.request('POST', `${API}/event/add`, { name: 'x', duration: 30 });
    expect(res.statusCode).toBe(401);
    expect((await anonymous.request('GET', `${API}/event/list`)).statusCode).toBe(401);

    const host = await signUpHost(t.app);
    await t.database.execute(
      `update memberships set role = jsonb_set(role, '{isSuperAdminRole}', 'false') || jsonb_build_object('permissions', jsonb_build_object('eventTypes', jsonb_build_array('view'))) where agent_id = $1`,
      [host.session.agent._id],
    );
    expect((await host.agent.request('GET', `${API}/event/list`)).statusCode).toBe(200);
    const create = await host.agent.request('POST', `${API}/event/add`, { name: 'x', duration: 30 });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({
      code: 'FORBIDDEN',
      error: 'You are not permitted to schedule events',
    });
    expect(
      (await host.agent.request('DELETE', `${API}/event/00000000-0000-4000-8000-000000000000`)).statusCode,
    ).toBe(403);
  });
});
