import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  addMember,
  book,
  bookAndWait,
  bookingBody,
  countRows,
  createEvent,
  waitForMail as waitForMailOf,
} from '../../../test/booking-factory.ts';
import {
  Agent,
  createClock,
  createTestApp,
  sessionFor,
  signUpHost,
  type TestApp,
} from '../../../test/test-app.ts';

const NOW = '2027-03-01T08:00:00Z';

describe.each(testDatabaseKinds())('cancelling on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock(NOW) });
    host = await signUpHost(t.app, { firstName: 'Rosa' });
  });
  afterAll(async () => {
    await t.close();
  });

  const booked = (eventId: string, time: string, attendee: Record<string, unknown> = {}) =>
    bookAndWait(t.app, eventId, time, attendee);
  const cancel = (body: Record<string, unknown>) =>
    new Agent(t.app).request('PATCH', `${API}/meet/cancel`, body);
  const agentCancel = (agent: Agent, body: Record<string, unknown>) =>
    agent.request('PATCH', `${API}/meet/agent/cancel`, body);
  const view = async (attendeeId: string) =>
    (await t.app.inject({ method: 'GET', url: `${API}/attendee/${attendeeId}` })).json();
  const waitForMail = (to: string, subjectStart: string) => waitForMailOf(host.agent, to, subjectStart);

  it('cancels a one-to-one meeting: history recorded, slot free, attendee and host told', async () => {
    const eventId = await createEvent(host.agent, {
      name: 'Call',
      notifications: { cancellationPolicy: 'Cancel up to a day ahead, please.' },
    });
    const a = await booked(eventId, '2027-03-02T10:00:00Z', { emailId: 'cx@example.com' });
    expect((await view(a.attendeeId)).policy.cancellationPolicy).toBe('Cancel up to a day ahead, please.');
    const res = await cancel({ attendeeId: a.attendeeId, reason: 'Sick' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ meetingId: a.meetingId, attendeeId: a.attendeeId, status: 'CANCELLED' });
    const seen = await view(a.attendeeId);
    expect(seen.meeting).toMatchObject({
      status: 'CANCELLED',
      cancellation: { byAttendeeId: a.attendeeId, reason: 'Sick', at: '2027-03-01T08:00:00.000Z' },
    });
    expect(seen.policy.cancel).toEqual({ allowed: false, reason: 'This booking was cancelled' });
    expect(await countRows(t, 'meeting_hosts', 'meeting_id = $1 and blocking', [a.meetingId])).toBe(0);
    expect((await book(t.app, bookingBody(eventId, '2027-03-02T10:00:00Z'))).statusCode).toBe(202);

    const mail = await waitForMail('cx@example.com', 'Cancelled: Call');
    expect(mail.text).toContain('Reason: Sick');
    expect(mail.ics).toContain('METHOD:CANCEL');
    expect(mail.ics).toContain('STATUS:CANCELLED');
    expect(mail.ics).toContain('SEQUENCE:1');
    await waitForMail(host.body.emailId, 'Cancelled: Call');

    const again = await cancel({ attendeeId: a.attendeeId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'MEETING_CANCELLED', error: 'This booking was cancelled' });
  });

  it('refuses when switched off, expired, past or unknown', async () => {
    const closed = await createEvent(host.agent, {
      name: 'No cancel',
      notifications: { cancel: { enable: false, linkExpireAfterMinutes: 0, limit: 0 } },
    });
    const a = await booked(closed, '2027-03-03T10:00:00Z');
    const off = await cancel({ attendeeId: a.attendeeId });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({
      code: 'CANCEL_NOT_ALLOWED',
      error: 'Cancelling is not allowed for this booking',
    });

    const expiring = await createEvent(host.agent, {
      name: 'Early cancel',
      notifications: { cancel: { enable: true, linkExpireAfterMinutes: 120, limit: 0 } },
    });
    const b = await booked(expiring, '2027-03-03T11:00:00Z');
    t.clock.set('2027-03-03T09:00:00Z');
    expect((await cancel({ attendeeId: b.attendeeId })).statusCode).toBe(200);
    const c = await booked(expiring, '2027-03-03T14:00:00Z');
    t.clock.set('2027-03-03T12:00:01Z');
    const late = await cancel({ attendeeId: c.attendeeId });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ code: 'LINK_HAS_EXPIRED', error: 'Link Expired' });

    t.clock.set('2027-03-03T14:00:00Z');
    const past = await cancel({ attendeeId: c.attendeeId });
    expect(past.statusCode).toBe(409);
    expect(past.json()).toEqual({ code: 'MEETING_PAST', error: 'This meeting has already taken place' });
    t.clock.set(NOW);

    expect((await cancel({ attendeeId: 'nope' })).statusCode).toBe(404);
  });

  it('cancels only one attendee of a GROUP meeting while others remain', async () => {
    const group = await createEvent(host.agent, { name: 'Workshop', type: 'GROUP', maxAttendeesPerMeet: 2 });
    const a = await booked(group, '2027-03-04T10:00:00Z', { emailId: 'w1@example.com' });
    const b = await booked(group, '2027-03-04T10:00:00Z', { emailId: 'w2@example.com' });
    expect((await book(t.app, bookingBody(group, '2027-03-04T10:00:00Z'))).json().code).toBe(
      'SLOT_IS_NOT_AVAILABLE',
    );
    expect((await cancel({ attendeeId: a.attendeeId })).statusCode).toBe(200);
    expect((await view(a.attendeeId)).attendee.status).toBe('CANCELLED');
    expect((await view(b.attendeeId)).meeting.status).toBe('ACTIVE');
    // Its seat is free again.
    expect((await book(t.app, bookingBody(group, '2027-03-04T10:00:00Z'))).statusCode).toBe(202);
    const again = await cancel({ attendeeId: a.attendeeId });
    expect(again.json().code).toBe('MEETING_CANCELLED');
  });

  it('lets the host cancel and ask attendees to book again', async () => {
    const eventId = await createEvent(host.agent, { name: 'Review', slug: 'review' });
    const a = await booked(eventId, '2027-03-05T10:00:00Z', {
      emailId: 'again@example.com',
      fullName: 'Ann Lee',
    });
    const memberId = await addMember(t, host.session.workspace._id, 'Otto');
    const member = await sessionFor(t, memberId, host.session.workspace._id);
    const refused = await agentCancel(member, { meetingId: a.meetingId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CAN_NOT_EDIT_MEET');
    const stranger = await signUpHost(t.app, { companyName: 'Elsewhere' });
    expect((await agentCancel(stranger.agent, { meetingId: a.meetingId })).statusCode).toBe(404);

    const res = await agentCancel(host.agent, {
      meetingId: a.meetingId,
      reason: 'Away',
      requestReschedule: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ meetingId: a.meetingId, status: 'CANCELLED' });
    expect((await view(a.attendeeId)).meeting.cancellation).toMatchObject({
      byUserId: host.session.agent._id,
      reason: 'Away',
    });
    const { rows } = await t.database.execute('select reschedule_request_sent from meetings where id = $1', [
      a.meetingId,
    ]);
    expect(rows[0]?.reschedule_request_sent).toBe(true);
    const mail = await waitForMail('again@example.com', 'Cancelled: Review');
    expect(mail.text).toContain(
      `http://localhost:3000/${host.session.workspace.accessLink}/review?name=Ann+Lee&email=again%40example.com`,
    );
    expect((await agentCancel(host.agent, { meetingId: a.meetingId })).json().code).toBe('MEETING_CANCELLED');
  });
});
