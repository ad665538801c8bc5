import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, addMember, createEvent } from '../../../test/booking-factory.ts';
import { seedMeeting } from '../../../test/meeting-seed.ts';
import {
  type Agent,
  createClock,
  createTestApp,
  sessionFor,
  signUpHost,
  type TestApp,
} from '../../../test/test-app.ts';

describe.each(testDatabaseKinds())('the bookings list, details and edits on %s', (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUpHost>>;
  let appId: string;
  let ownerId: string;
  let organizer: { id: string; agent: Agent };
  let coHost: { id: string; agent: Agent };
  let bystander: { id: string; agent: Agent };
  let stranger: Awaited<ReturnType<typeof signUpHost>>;
  let bulkEvent: string;
  let mainEvent: string;
  let coHostedEvent: string;
  const ids = { upcoming: '', past: '', cancelled: '', pending: '', coHosted: '', foreign: '' };

  const list = (agent: Agent, body: Record<string, unknown> = {}) =>
    agent.request('POST', `${API}/meet/agent`, body);
  const listIds = async (agent: Agent, body: Record<string, unknown>) => {
    const res = await list(agent, body);
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json()
      .meetings.map((m: { _id: string }) => m._id)
      .sort();
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock('2027-03-10T12:00:00Z'), workers: false });
    owner = await signUpHost(t.app, { firstName: 'Olga' });
    appId = owner.session.workspace._id;
    ownerId = owner.session.agent._id;
    const member = async (name: string) => {
      const id = await addMember(t, appId, name);
      return { id, agent: await sessionFor(t, id, appId) };
    };
    organizer = await member('Oscar');
    coHost = await member('Cora');
    bystander = await member('Bea');
    stranger = await signUpHost(t.app, { companyName: 'Elsewhere' });
    bulkEvent = await createEvent(owner.agent, { name: 'Bulk' });
    mainEvent = await createEvent(owner.agent, { name: 'Consult' });
    coHostedEvent = await createEvent(owner.agent, { name: 'Panel' });
    await t.database.execute('update events set co_hosts = $1::jsonb where id = $2', [
      JSON.stringify([coHost.id]),
      coHostedEvent,
    ]);

    for (let i = 0; i < 51; i++) {
      await seedMeeting(t, {
        appId,
        eventId: bulkEvent,
        start: new Date(Date.parse('2027-04-01T09:00:00Z') + i * 3_600_000).toISOString(),
        organizerId: ownerId,
        attendees: [{ fullName: `Bulk ${i}`, emailId: `bulk-${i}@example.com` }],
      });
    }
    ids.upcoming = await seedMeeting(t, {
      appId,
      eventId: mainEvent,
      start: '2027-03-11T09:00:00Z',
      organizerId: organizer.id,
      attendees: [{ fullName: 'Grace Hopper', emailId: 'grace@navy.example' }],
    });
    ids.past = await seedMeeting(t, {
      appId,
      eventId: mainEvent,
      start: '2027-03-09T09:00:00Z',
      organizerId: organizer.id,
      noShow: true,
      attendees: [{ fullName: 'Alan Turing', emailId: 'alan@bletchley.example' }],
    });
    ids.cancelled = await seedMeeting(t, {
      appId,
      eventId: mainEvent,
      start: '2027-03-12T09:00:00Z',
      organizerId: ownerId,
      status: 'CANCELLED',
      attendees: [{ fullName: 'Katherine Johnson', emailId: 'kj@nasa.example' }],
    });
    ids.pending = await seedMeeting(t, {
      appId,
      eventId: mainEvent,
      start: '2027-03-15T09:00:00Z',
      organizerId: ownerId,
      agentIds: [ownerId, organizer.id],
      status: 'ACTION_REQUIRED',
      attendees: [{ fullName: 'Dorothy Vaughan', emailId: 'dorothy@nasa.example' }],
    });
    ids.coHosted = await seedMeeting(t, {
      appId,
      eventId: coHostedEvent,
      start: '2027-03-16T09:00:00Z',
      organizerId: ownerId,
      location: 'https://meet.example/panel',
      attendees: [{ fullName: 'Mary Jackson', emailId: 'mary@nasa.example' }],
    });
    const otherEvent = await createEvent(stranger.agent, { name: 'Theirs' });
    ids.foreign = await seedMeeting(t, {
      appId: stranger.session.workspace._id,
      eventId: otherEvent,
      start: '2027-03-11T09:00:00Z',
      organizerId: stranger.session.agent._id,
      attendees: [{ fullName: 'Grace Hopper', emailId: 'grace@navy.example' }],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('pages by 50: 51 meetings make two pages, the second the last', async () => {
    const first = await list(owner.agent, { eventId: bulkEvent, period: 'upcoming' });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ pageNo: 1, pageSize: 50, total: 51, totalCapped: false, last: false });
    expect(page1.meetings).toHaveLength(50);
    expect(page1.meetings[0]).toMatchObject({
      time: '2027-04-01T09:00:00.000Z',
      event: { name: 'Bulk' },
      attendees: [{ fullName: 'Bulk 0', emailId: 'bulk-0@example.com' }],
      agents: [{ _id: ownerId, name: 'Olga Lovelace', isOrganizer: true }],
    });
    const page2 = (await list(owner.agent, { eventId: bulkEvent, period: 'upcoming', pageNo: 2 })).json();
    expect(page2).toMatchObject({ pageNo: 2, last: true, total: 51 });
    expect(
      page2.meetings.map((m: { attendees: { fullName: string }[] }) => m.attendees[0]?.fullName),
    ).toEqual(['Bulk 50']);
    const small = (await list(owner.agent, { eventId: bulkEvent, limit: 10, pageNo: 6 })).json();
    expect(small).toMatchObject({ pageSize: 10, last: true });
    expect(small.meetings).toHaveLength(1);
    expect(small.meetings[0].attendees[0].fullName).toBe('Bulk 0');
    expect((await list(owner.agent, { limit: 51 })).statusCode).toBe(400);
  });

  it('filters by status, period, range, event, host, attendee and no-show', async () => {
    const main = { eventId: mainEvent };
    expect(await listIds(owner.agent, { ...main, status: 'CANCELLED' })).toEqual([ids.cancelled]);
    expect(await listIds(owner.agent, { ...main, status: 'ACTION_REQUIRED' })).toEqual([ids.pending]);
    expect(await listIds(owner.agent, { ...main, period: 'past' })).toEqual([ids.past]);
    expect(await listIds(owner.agent, { ...main, status: 'ACTIVE', period: 'upcoming' })).toEqual([
      ids.upcoming,
    ]);
    expect(
      await listIds(owner.agent, { ...main, from: '2027-03-11T00:00:00Z', to: '2027-03-12T09:00:00Z' }),
    ).toEqual([ids.upcoming]);
    expect(await listIds(owner.agent, { agentId: organizer.id })).toEqual(
      [ids.upcoming, ids.past, ids.pending].sort(),
    );
    expect(await listIds(owner.agent, { search: 'hopper' })).toEqual([ids.upcoming]);
    expect(await listIds(owner.agent, { search: 'NASA.example' })).toEqual(
      [ids.cancelled, ids.pending, ids.coHosted].sort(),
    );
    expect(await listIds(owner.agent, { search: '%' })).toEqual([]);
    expect(await listIds(owner.agent, { noShow: true })).toEqual([ids.past]);
    const upcoming = await list(owner.agent, { period: 'upcoming', pageNo: 1 });
    const times = upcoming.json().meetings.map((m: { time: string }) => m.time);
    expect(times).toEqual([...times].sort());
    expect((await list(owner.agent, { status: 'DONE' })).statusCode).toBe(400);
    expect((await list(owner.agent, { eventId: 'nope' })).json().code).toBe('VALIDATION_ERROR');
  });

  it('shows each agent what they organize, host or co-host; other workspaces see nothing', async () => {
    const mine = [ids.upcoming, ids.past, ids.pending].sort();
    expect(await listIds(organizer.agent, {})).toEqual(mine);
    expect(await listIds(coHost.agent, {})).toEqual([ids.coHosted]);
    expect(await listIds(bystander.agent, {})).toEqual([]);
    expect(await listIds(stranger.agent, {})).toEqual([ids.foreign]);
    expect((await list(owner.agent, {})).json().total).toBe(56);

    const detail = (agent: Agent, id: string) => agent.request('GET', `${API}/meet/meet/${id}`);
    const seen = await detail(coHost.agent, ids.coHosted);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ canEdit: false, joinLink: 'https://meet.example/panel' });
    expect((await detail(bystander.agent, ids.upcoming)).json().code).toBe('NOT_FOUND');
    expect((await detail(stranger.agent, ids.upcoming)).statusCode).toBe(404);
    expect((await detail(owner.agent, ids.foreign)).statusCode).toBe(404);
    expect((await detail(owner.agent, 'not-an-id')).statusCode).toBe(404);
    expect((await detail(organizer.agent, ids.upcoming)).json().canEdit).toBe(true);

    const edit = (agent: Agent, meetingId: string) =>
      agent.request('PATCH', `${API}/meet/agent/update`, { meetingId, markAsNoShow: true });
    const refused = await edit(coHost.agent, ids.coHosted);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'CAN_NOT_EDIT_MEET',
      error: "You don't have permission to edit this booking",
    });
    expect((await edit(bystander.agent, ids.upcoming)).statusCode).toBe(404);
    expect((await edit(stranger.agent, ids.upcoming)).statusCode).toBe(404);
    const note = await coHost.agent.request('POST', `${API}/meet/agent/note/add-edit`, {
      meetingId: ids.coHosted,
      text: 'mine?',
    });
    expect(note.json().code).toBe('CAN_NOT_EDIT_MEET');
  });

  it('updates the details and no-show mark, and keeps notes with their authors', async () => {
    // A meeting that has not begun cannot have been missed: nothing of that change is kept.
    const early = await organizer.agent.request('PATCH', `${API}/meet/agent/update`, {
      meetingId: ids.upcoming,
      location: 'Room 9',
      markAsNoShow: true,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'CONFLICT',
      issues: [{ path: 'markAsNoShow', message: 'The meeting has not started yet' }],
    });
    const update = await organizer.agent.request('PATCH', `${API}/meet/agent/update`, {
      meetingId: ids.upcoming,
      location: 'Room 4',
      modeNote: 'Ring twice',
      modifiedEventName: 'Consult (extended)',
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toMatchObject({
      location: 'Room 4',
      modeNote: 'Ring twice',
      modifiedEventName: 'Consult (extended)',
      markAsNoShow: false,
    });
    // The past meeting was seeded as missed: the host takes the mark back and sets it again.
    const unmarked = await organizer.agent.request('PATCH', `${API}/meet/agent/update`, {
      meetingId: ids.past,
      markAsNoShow: false,
    });
    expect(unmarked.json()).toMatchObject({ markAsNoShow: false });
    const past = await organizer.agent.request('PATCH', `${API}/meet/agent/update`, {
      meetingId: ids.past,
      markAsNoShow: true,
    });
    expect(past.statusCode, past.body).toBe(200);
    expect(await listIds(owner.agent, { noShow: true })).toEqual([ids.past]);
    // The mark is a step of the lifecycle: one event per attendee, written with it, once.
    const noShowEvents = async () =>
      (
        await t.database.execute(
          `select q.attendee_id from booking_queue q where q.meeting_id = $1 and q.kind = 'NO_SHOW' order by 1`,
          [ids.past],
        )
      ).rows.map((r) => (r as { attendee_id: string }).attendee_id);
    const { rows: seated } = await t.database.execute(
      `select id from attendees where meeting_id = $1 and status = 'ACTIVE' order by 1`,
      [ids.past],
    );
    expect(seated.length).toBeGreaterThan(0);
    expect(await noShowEvents()).toEqual(seated.map((r) => (r as { id: string }).id));
    const again = await organizer.agent.request('PATCH', `${API}/meet/agent/update`, {
      meetingId: ids.past,
      markAsNoShow: true,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await noShowEvents()).toHaveLength(seated.length);
    expect(await listIds(owner.agent, { noShow: false, eventId: mainEvent })).toEqual(
      [ids.cancelled, ids.pending, ids.upcoming].sort(),
    );
    const cleared = await organizer.agent.request('PATCH', `${API}/meet/agent/update`, {
      meetingId: ids.upcoming,
      location: '',
      markAsNoShow: false,
    });
    expect(cleared.json()).toMatchObject({ location: null, modeNote: 'Ring twice', markAsNoShow: false });

    const addNote = (agent: Agent, body: Record<string, unknown>) =>
      agent.request('POST', `${API}/meet/agent/note/add-edit`, { meetingId: ids.upcoming, ...body });
    const added = await addNote(organizer.agent, { text: 'Prefers mornings' });
    expect(added.statusCode, added.body).toBe(200);
    const [note] = added.json().notes;
    expect(note).toMatchObject({
      text: 'Prefers mornings',
      createdAt: '2027-03-10T12:00:00.000Z',
      createdBy: organizer.id,
      createdByName: 'Oscar',
    });
    await addNote(owner.agent, { text: 'Second' });
    const edited = await addNote(owner.agent, { noteId: note._id, text: 'Prefers afternoons' });
    expect(edited.json().notes.map((n: { text: string }) => n.text)).toEqual([
      'Prefers afternoons',
      'Second',
    ]);
    expect(edited.json().notes[0]).toMatchObject({
      createdByName: 'Olga Lovelace',
      createdAt: note.createdAt,
    });
    const detail = (await owner.agent.request('GET', `${API}/meet/meet/${ids.upcoming}`)).json();
    expect(detail.notes).toHaveLength(2);
    expect(detail.attendees[0]).toMatchObject({ fullName: 'Grace Hopper', status: 'ACTIVE', utms: {} });
    expect((await addNote(owner.agent, { noteId: 'nope', text: 'x' })).statusCode).toBe(404);
    const empty = await addNote(owner.agent, { text: '  ' });
    expect(empty.json().issues).toEqual([{ path: 'text', message: 'Required' }]);
    const listed = (await list(owner.agent, { search: 'hopper' })).json().meetings[0];
    expect(listed.notesCount).toBe(2);
  });

  it('exports the filtered list as CSV, quoting and defusing what a spreadsheet would misread', async () => {
    const nasty = await seedMeeting(t, {
      appId,
      eventId: mainEvent,
      start: '2027-05-03T14:00:00Z',
      organizerId: ownerId,
      attendees: [
        {
          fullName: '=HYPERLINK("http://evil.example","click")',
          emailId: 'nasty@example.com',
          answers: [
            { questionId: 'q1', question: 'Notes, please', answer: 'line one\nline "two", three' },
            { questionId: 'q2', question: 'Budget', answer: '-100' },
            { questionId: 'q3', question: 'Handle', answer: '@me' },
            { questionId: 'q4', question: 'Sum', answer: '+1+2' },
          ],
          utms: { utm_source: 'news, letter' },
        },
        { fullName: 'Plain Person', emailId: 'plain@example.com' },
      ],
    });
    await t.database.execute("update agents set timezone = 'America/New_York' where id = $1", [ownerId]);
    const res = await owner.agent.request('POST', `${API}/meet/agent/export`, {
      from: '2027-05-01T00:00:00Z',
      to: '2027-06-01T00:00:00Z',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { csvBuffer, fileName } = res.json();
    expect(fileName).toBe('bookings-2027-03-10.csv');
    const csv = Buffer.from(csvBuffer, 'base64').toString('utf8');
    const lines = csv.split('\r\n');
    // A byte-order mark first, so spreadsheets read the names' accents right.
    expect(lines[0]).toBe(
      '\uFEFFMeeting ID,Start (America/New_York),Start (ISO),End (ISO),Event,Status,Hosts,Location,Attendee name,' +
        'Attendee email,Attendee status,Guests,No-show,Booking state,Payment method,Payment amount,' +
        'Payment status,"Notes, please",Budget,Handle,Sum,' +
        'utm_source,utm_medium,utm_campaign,utm_term,utm_content',
    );
    expect(csv).toContain(
      `${nasty},2027-05-03 10:00,2027-05-03T14:00:00.000Z,2027-05-03T14:30:00.000Z,Consult,ACTIVE,Olga Lovelace,,` +
        `"'=HYPERLINK(""http://evil.example"",""click"")",nasty@example.com,ACTIVE,,no,Confirmed,,,,` +
        `"line one\nline ""two"", three",'-100,'@me,'+1+2,"news, letter",,,,\r\n`,
    );
    expect(csv).toContain(`,Plain Person,plain@example.com,ACTIVE,,no,Confirmed,,,,,,,,,,,,\r\n`);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(3);

    const scoped = await bystander.agent.request('POST', `${API}/meet/agent/export`, {});
    expect(
      Buffer.from(scoped.json().csvBuffer, 'base64').toString('utf8').split('\r\n').filter(Boolean),
    ).toHaveLength(1);
  });
});
