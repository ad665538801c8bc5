import type { Deps } from '../../deps.ts';
import { sendInvitations } from '../bookings/invitations.ts';
import { lockAttendeeWithMeeting } from '../bookings/repo.ts';
import type { AttendeeRow, MeetingRow, QueueRow } from '../lifecycle/repo.ts';
import { BOOKING_EVENT_KINDS, type EventRead, loadOnce, type Subscriber } from '../lifecycle/subscriber.ts';
import { mailHoldExpired } from '../payments/service.ts';
import { type EventForSlots, loadEventForSlots } from '../public-events/service.ts';
import { isChangeKind, sendChangeLetters } from './change-letters.ts';
import { scheduleNotifications } from './jobs.ts';
import { planReminders, planRemindersWhileCurrent } from './reminders.ts';

/** The event's settings, loaded once for the letters and the reminders of one booking event. */
const settingsOf = (deps: Deps, read: EventRead, eventId: string): Promise<EventForSlots> =>
  loadOnce(read, `event:${eventId}`, () => loadEventForSlots(deps, eventId));

/**
 * The letters of every booking event, after its video link is made: invitations to attendee,
 * guests and hosts, the letters of a reschedule or cancellation, or the one that tells a visitor
 * their unpaid booking was let go. Every letter has a dedupe key, so a retry sends only what did
 * not go out.
 */
export const lettersSubscriber: Subscriber<Deps> = {
  name: 'letters',
  // A group meeting left for another time has no letters of its own (the move has them); a
  // no-show is the host's note, not news for the attendee.
  kinds: BOOKING_EVENT_KINDS.filter((kind) => kind !== 'LEFT' && kind !== 'NO_SHOW'),
  after: ['video'],
  handle: async (deps, event, read) => {
    if (event.kind === 'HOLD_EXPIRED') await mailHoldExpired(deps, event.attendeeId);
    else if (isChangeKind(event.kind)) await sendChangeLetters(deps, event, event.kind);
    else
      await sendInvitations(
        deps,
        event,
        read.meeting && read.attendee
          ? {
              meeting: read.meeting,
              attendee: read.attendee,
              source: settingsOf(deps, read, read.meeting.eventId),
            }
          : undefined,
      );
    return undefined;
  },
};

/** The reminders and follow-up of a booking once it stands (booked without a wait, or confirmed). */
export const remindersSubscriber: Subscriber<Deps> = {
  name: 'reminders',
  kinds: ['BOOKED', 'CONFIRMED'],
  handle: async (deps, event, read) => {
    const { meeting, attendee } = read;
    if (!meeting || !attendee) return undefined;
    const { event: settings } = await settingsOf(deps, read, meeting.eventId);
    await planBookingReminders(deps, event, { meeting, attendee, event: settings });
    return undefined;
  },
};

/**
 * A confirmed booking's reminders and follow-up (a pending one gets them once confirmed). First in
 * one statement, for the meeting and attendee as the job read them and only if they still stand so
 * (the statement share-locks both: a reschedule or cancel meanwhile waits and then cancels the
 * rows). When that writes nothing although the event wants rows (the booking changed since, or a
 * retried job planned them before), the meeting and attendee are read again and held until the
 * rows are written, so no reminder is planned at an old time and a moved booking still gets its
 * notice.
 */
async function planBookingReminders(
  deps: Deps,
  queue: QueueRow,
  read: { meeting: MeetingRow; attendee: AttendeeRow; event: EventForSlots['event'] },
): Promise<void> {
  const { event } = read;
  if (
    read.meeting.id === queue.meetingId &&
    read.meeting.status === 'ACTIVE' &&
    read.attendee.status === 'ACTIVE'
  ) {
    const { wanted, planned } = await planRemindersWhileCurrent(deps.db, {
      meeting: read.meeting,
      attendeeId: read.attendee.id,
      notifications: event.notifications,
      now: deps.now(),
      bookedAt: read.attendee.createdAt,
    });
    if (planned.length > 0 || wanted === 0) {
      await scheduleNotifications(deps, planned);
      return;
    }
  }
  const rows = await deps.db.transaction(async (tx) => {
    const found = await lockAttendeeWithMeeting(tx, queue.attendeeId);
    if (!found) return [];
    const { attendee, meeting } = found;
    if (meeting.id !== queue.meetingId || meeting.status !== 'ACTIVE' || attendee.status !== 'ACTIVE')
      return [];
    return planReminders(tx, {
      meeting,
      attendeeIds: [attendee.id],
      notifications: event.notifications,
      now: deps.now(),
      bookedAt: attendee.createdAt,
    });
  });
  await scheduleNotifications(deps, rows);
}
