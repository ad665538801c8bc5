import { randomUUID } from 'node:crypto';
import { canReschedule } from '@kairos/core/bookings/change-policy';
import type { RescheduleBody, RescheduleResponse } from '@kairos/core/bookings/meeting-schema';
import { AppError } from '@kairos/core/errors';
import { rescheduleDurations } from '@kairos/core/events/event-durations';
import { isUuid } from '@kairos/core/ids';
import type { Tx } from '@kairos/db/client';
import type { Deps } from '../../deps.ts';
import { recordChange } from '../lifecycle/changes.ts';
import { sendBookingEvents } from '../lifecycle/jobs.ts';
import type { PlannedReminder } from '../lifecycle/ports.ts';
import * as lifecycleRepo from '../lifecycle/repo.ts';
import { recordBookingEvent } from '../lifecycle/repo.ts';
import { recordServerStep } from '../lifecycle/steps.ts';
import type { EventForSlots } from '../public-events/service.ts';
import { chooseDuration, loadBookableEvent } from '../slots/service.ts';
import { assertAllowed, CHANGED_MEANWHILE, changeInput, parseStart } from './change-rules.ts';
import { moveWholeMeeting, replanReminders, withBookingRetries } from './meeting-move.ts';
import * as repo from './repo.ts';
import { holdSlot, type SlotHoldInput } from './slot-hold.ts';

/**
 * `PATCH /meet/reschedule`: the attendee moves their booking, under the same per-host locks and
 * slot re-check as a booking. A meeting of their own moves as a whole (same calendar entry); in a
 * GROUP meeting others still attend, only their seats move, into the meeting at the new time.
 */
export async function rescheduleBooking(deps: Deps, body: RescheduleBody): Promise<RescheduleResponse> {
  const now = deps.now();
  const attendee = isUuid(body.attendeeId) ? await repo.findAttendee(deps.db, body.attendeeId) : undefined;
  const meeting = attendee ? await repo.findMeeting(deps.db, attendee.meetingId) : undefined;
  if (!attendee || !meeting) throw new AppError('NOT_FOUND', 'This booking could not be found');
  const source = await loadBookableEvent(deps, meeting.eventId);
  const policy = source.event.notifications.reschedule;
  assertAllowed(canReschedule(changeInput(policy, meeting, attendee, now)));
  const duration = chooseDuration(
    source,
    body.duration ?? meeting.duration,
    rescheduleDurations(source.event, meeting.duration),
  );
  const start = parseStart(body.time);
  const reason = body.reason ?? '';
  // The hosts' calendars, asked live outside the transaction, as a booking does.
  const liveBusy = await deps.calendars.recheck(
    deps,
    source,
    start,
    new Date(start.getTime() + duration * 60_000),
  );

  const written = await withBookingRetries(() =>
    deps.db.transaction(async (tx) => {
      await repo.lockAgents(tx, [...source.agents.map((a) => a.id), ...meeting.agentIds]);
      const current = await lifecycleRepo.lockMeeting(tx, meeting.id);
      const me = await lifecycleRepo.lockAttendee(tx, attendee.id);
      if (!current || me?.meetingId !== current.id) throw new AppError('CONFLICT', CHANGED_MEANWHILE);
      assertAllowed(canReschedule(changeInput(policy, current, me, now)));
      const others = (await lifecycleRepo.findActiveAttendeeIds(tx, current.id)).filter((id) => id !== me.id);
      const target =
        current.type === 'GROUP' ? await repo.findGroupMeetingAt(tx, current.eventId, start) : undefined;
      if (target?.id === current.id) throw new AppError('ALREADY_BOOKED');
      const change = {
        tx,
        source,
        start,
        duration,
        now,
        reason,
        recheck: { liveBusy, calendars: deps.calendars },
        reminders: deps.reminders,
      };
      const moved =
        current.type === 'GROUP' && (others.length > 0 || target)
          ? await moveSeats({ ...change, from: current, attendee: me, others, target })
          : await moveAll({ ...change, meeting: current, attendeeId: me.id });
      await recordChange(deps, tx, current.appId, 'booking.rescheduled', {
        meetingId: moved.meeting.id,
        attendeeId: me.id,
      });
      const queue = await recordBookingEvent(tx, {
        appId: current.appId,
        meetingId: moved.meeting.id,
        attendeeId: me.id,
        kind: 'RESCHEDULED',
      });
      await recordServerStep(tx, {
        appId: current.appId,
        name: 'clicked_reschedule_button',
        at: now,
        eventId: current.eventId,
        meetingId: moved.meeting.id,
      });
      // The attendee joined another group meeting: the one they left may be over now, and its
      // video meeting and calendar copies follow.
      const left =
        moved.meeting.id === current.id
          ? undefined
          : await recordBookingEvent(tx, {
              appId: current.appId,
              meetingId: current.id,
              attendeeId: me.id,
              kind: 'LEFT',
            });
      return { queue, left, meetingId: moved.meeting.id, reminders: moved.reminders };
    }),
  );
  await sendBookingEvents(
    deps,
    [written.queue, written.left].flatMap((queue) => (queue ? [queue.id] : [])),
  );
  await deps.reminders.schedule(deps, written.reminders);
  return {
    queueId: written.queue.id,
    status: written.queue.status,
    meetingId: written.meetingId,
    attendeeId: attendee.id,
  };
}

interface Change {
  tx: Tx;
  source: EventForSlots;
  start: Date;
  duration: number;
  now: Date;
  reason: string;
  recheck: SlotHoldInput['recheck'];
  reminders: Deps['reminders'];
}

interface Moved {
  meeting: repo.MeetingRow;
  reminders: PlannedReminder[];
}

async function moveAll(c: Change & { meeting: repo.MeetingRow; attendeeId: string }): Promise<Moved> {
  const { tx, meeting } = c;
  const { freeAgentIds } = await holdSlot(tx, {
    source: c.source,
    start: c.start,
    duration: c.duration,
    now: c.now,
    seats: meeting.attendeeCount,
    excludeMeetingId: meeting.id,
    recheck: c.recheck,
  });
  const moved = await moveWholeMeeting(tx, { ...c, freeAgentIds, by: { byAttendeeId: c.attendeeId } });
  const reminders = await replanReminders(tx, {
    reminders: c.reminders,
    cancelFrom: { meetingId: meeting.id },
    meeting: moved,
    attendeeIds: await lifecycleRepo.findActiveAttendeeIds(tx, meeting.id),
    notifications: c.source.event.notifications,
    now: c.now,
  });
  return { meeting: moved, reminders };
}

/** One attendee of a GROUP meeting joins (or opens) the meeting at the new time; the old one keeps the rest. */
async function moveSeats(
  c: Change & {
    from: repo.MeetingRow;
    attendee: repo.AttendeeRow;
    others: string[];
    target: repo.MeetingRow | undefined;
  },
): Promise<Moved> {
  const { tx, from, attendee, now } = c;
  const seats = 1 + attendee.guests.length;
  const duration = c.target?.duration ?? c.duration;
  await holdSlot(tx, { source: c.source, start: c.start, duration, now, seats, recheck: c.recheck });
  const blocking = await lifecycleRepo.isBlocking(tx, from.id);
  const into =
    c.target ??
    (await repo.insertMeeting(tx, {
      appId: from.appId,
      eventId: from.eventId,
      startAt: c.start,
      endAt: new Date(c.start.getTime() + duration * 60_000),
      duration,
      timezone: from.timezone,
      status: from.status,
      type: from.type,
      organizerId: from.organizerId,
      agentIds: from.agentIds,
      bufferBefore: from.bufferBefore,
      bufferAfter: from.bufferAfter,
      attendeeCount: 0,
      mode: from.mode,
      location: from.location,
      icsUid: `${randomUUID()}@kairos`,
    }));
  if (!c.target) await repo.insertMeetingHosts(tx, into, blocking);
  await lifecycleRepo.moveAttendee(tx, attendee.id, into.id);
  await repo.addSeats(tx, into.id, seats, now);
  if (c.others.length > 0) {
    await lifecycleRepo.changeMeeting(tx, from.id, {
      attendeeCount: Math.max(0, from.attendeeCount - seats),
      icsSequence: from.icsSequence + 1,
      updatedAt: now,
    });
  } else {
    // Its last attendee joined another meeting: the old one is over and frees its hosts.
    await lifecycleRepo.changeMeeting(tx, from.id, {
      status: 'CANCELLED',
      attendeeCount: 0,
      cancellation: { byAttendeeId: attendee.id, reason: c.reason, at: now.toISOString() },
      icsSequence: from.icsSequence + 1,
      updatedAt: now,
    });
    await lifecycleRepo.setHostsBlocking(tx, from.id, false);
  }
  const joined = (await repo.findMeeting(tx, into.id)) ?? into;
  const reminders = await replanReminders(tx, {
    reminders: c.reminders,
    cancelFrom: { meetingId: from.id, attendeeId: attendee.id },
    meeting: joined,
    attendeeIds: [attendee.id],
    notifications: c.source.event.notifications,
    now,
  });
  return { meeting: joined, reminders };
}
