import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  addMember,
  book,
  bookingBody,
  createEvent,
  waitForMail as waitForMailOf,
  waitForQueue,
} from '../../../test/booking-factory.ts';
import {
  Agent,
  createClock,
  createTestApp,
  sessionFor,
  signUpHost,
  type TestApp,
} from '../../../test/test-app.ts';

describe.each(testDatabaseKinds())('confirming and rejecting bookings on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let eventId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock('2027-03-01T08:00:00Z') });
    host = await signUpHost(t.app, { firstName: 'Rosa' });
    eventId = await createEvent(host.agent, {
      name: 'Interview',
      bookingConfirmation: { enable: true, type: 'ALL', blockUnconfirmedSlots: true },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  async function pending(time: string, emailId: string) {
    const res = await book(t.app, bookingBody(eventId, time, { attendee: { emailId } }));
    expect(res.statusCode, res.body).toBe(202);
    return waitForQueue(t.app, res.json().queueId);
  }
  const decide = (agent: Agent, meetingId: string, action: 'CONFIRM' | 'REJECT', reason?: string) =>
    agent.request('POST', `${API}/meet/agent/confirm-booking`, {
      meetingId,
      action,
      ...(reason ? { reason } : {}),
    });
  const view = async (attendeeId: string) =>
    (await t.app.inject({ method: 'GET', url: `${API}/attendee/${attendeeId}` })).json();
  const waitForMail = (to: string, subjectStart: string) => waitForMailOf(host.agent, to, subjectStart);

  it('confirms: the meeting turns ACTIVE and the attendee gets the invitation', async () => {
    const booked = await pending('2027-03-02T10:00:00Z', 'wait@example.com');
    expect((await view(booked.attendeeId)).meeting.status).toBe('ACTION_REQUIRED');
    expect((await waitForMail('wait@example.com', 'Awaiting confirmation: Interview')).ics).toBeNull();

    const res = await decide(host.agent, booked.meetingId, 'CONFIRM');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ meetingId: booked.meetingId, status: 'ACTIVE' });
    const mail = await waitForMail('wait@example.com', 'Confirmed: Interview');
    expect(mail.ics).toContain('METHOD:REQUEST');
    const after = await view(booked.attendeeId);
    expect(after.meeting.status).toBe('ACTIVE');
    expect(after.attendee.bookingConfirmationRequired).toBe(false);

    const again = await decide(host.agent, booked.meetingId, 'REJECT');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', error: 'This booking is not waiting for confirmation' });
  });

  it('rejects: the attendee is told why and the slot is free again', async () => {
    const booked = await pending('2027-03-02T11:00:00Z', 'nope@example.com');
    const res = await decide(host.agent, booked.meetingId, 'REJECT', 'Fully booked that week');
    expect(res.json()).toEqual({ meetingId: booked.meetingId, status: 'CANCELLED' });
    const mail = await waitForMail('nope@example.com', 'Declined: Interview');
    expect(mail.text).toContain('Reason: Fully booked that week');
    const after = await view(booked.attendeeId);
    expect(after.meeting.status).toBe('CANCELLED');
    expect(after.attendee).toMatchObject({ rejectedByAdmin: true, status: 'CANCELLED' });
    expect((await book(t.app, bookingBody(eventId, '2027-03-02T11:00:00Z'))).statusCode).toBe(202);
  });

  it('lets only the meeting’s hosts decide, and hides other workspaces’ meetings', async () => {
    const booked = await pending('2027-03-02T13:00:00Z', 'who@example.com');
    const memberId = await addMember(t, host.session.workspace._id, 'Otto');
    const member = await sessionFor(t, memberId, host.session.workspace._id);
    const refused = await decide(member, booked.meetingId, 'CONFIRM');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'CAN_NOT_EDIT_MEET',
      error: "You don't have permission to edit this booking",
    });

    const stranger = await signUpHost(t.app, { companyName: 'Elsewhere' });
    expect((await decide(stranger.agent, booked.meetingId, 'CONFIRM')).statusCode).toBe(404);
    expect((await decide(new Agent(t.app), booked.meetingId, 'CONFIRM')).statusCode).toBe(401);
  });

  it('refuses to confirm a pending booking whose slot was taken meanwhile', async () => {
    const open = await createEvent(host.agent, {
      name: 'Open interview',
      bookingConfirmation: { enable: true, type: 'ALL', blockUnconfirmedSlots: false },
    });
    const first = await waitForQueue(
      t.app,
      (await book(t.app, bookingBody(open, '2027-03-03T10:00:00Z'))).json().queueId,
    );
    const plain = await createEvent(host.agent, { name: 'Walk-in' });
    expect((await book(t.app, bookingBody(plain, '2027-03-03T10:00:00Z'))).statusCode).toBe(202);
    const res = await decide(host.agent, first.meetingId, 'CONFIRM');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SLOT_IS_NOT_AVAILABLE');
    expect((await view(first.attendeeId)).meeting.status).toBe('ACTION_REQUIRED');
  });

  it('shows an attendee only their own booking', async () => {
    const group = await createEvent(host.agent, { name: 'Class', type: 'GROUP', maxAttendeesPerMeet: 3 });
    const a = await waitForQueue(
      t.app,
      (
        await book(
          t.app,
          bookingBody(group, '2027-03-04T10:00:00Z', { attendee: { emailId: 'a@example.com' } }),
        )
      ).json().queueId,
    );
    await waitForQueue(
      t.app,
      (
        await book(
          t.app,
          bookingBody(group, '2027-03-04T10:00:00Z', { attendee: { emailId: 'b@example.com' } }),
        )
      ).json().queueId,
    );
    const seen = await view(a.attendeeId);
    expect(seen.attendee.emailId).toBe('a@example.com');
    expect(seen.meeting).toMatchObject({
      time: '2027-03-04T10:00:00.000Z',
      duration: 30,
      hosts: [{ firstName: 'Rosa' }],
    });
    expect(seen.accessLink).toBe(host.session.workspace.accessLink);
    expect(JSON.stringify(seen)).not.toContain('b@example.com');
    expect(JSON.stringify(seen)).not.toContain(host.body.emailId);
    expect((await t.app.inject({ method: 'GET', url: `${API}/attendee/nope` })).statusCode).toBe(404);
  });
});
