import type { DbOrTx } from '@kairos/db/client';
import { attendees, meetings } from '@kairos/db/schema';

export interface DemoMeeting {
  appId: string;
  eventId: string;
  type: string;
  hostId: string;
  start: Date;
  duration: number;
  bookedAt: Date;
  status: 'ACTIVE' | 'CANCELLED';
  noShow: boolean;
  rescheduled: boolean;
  attendee: { fullName: string; emailId: string; utms: Record<string, string> };
}

/** A past meeting and its attendee, written as they stand (they hold no host's time any more). */
export async function insertPastMeeting(db: DbOrTx, m: DemoMeeting): Promise<string> {
  const [row] = await db
    .insert(meetings)
    .values({
      appId: m.appId,
      eventId: m.eventId,
      startAt: m.start,
      endAt: new Date(m.start.getTime() + m.duration * 60_000),
      duration: m.duration,
      timezone: 'UTC',
      status: m.status,
      type: m.type,
      organizerId: m.hostId,
      agentIds: [m.hostId],
      attendeeCount: 1,
      markAsNoShow: m.noShow,
      rescheduleCount: m.rescheduled ? 1 : 0,
      icsUid: `demo-${m.start.getTime()}-${m.eventId}@kairos`,
      cancellation:
        m.status === 'CANCELLED' ? { byAttendeeId: null, reason: '', at: m.bookedAt.toISOString() } : null,
      createdAt: m.bookedAt,
      updatedAt: m.bookedAt,
    })
    .returning({ id: meetings.id });
  if (!row) throw new Error('the demo meeting was not written');
  await db.insert(attendees).values({
    meetingId: row.id,
    appId: m.appId,
    emailId: m.attendee.emailId,
    fullName: m.attendee.fullName,
    timezone: 'UTC',
    status: m.status === 'CANCELLED' ? 'CANCELLED' : 'ACTIVE',
    utms: m.attendee.utms,
    createdAt: m.bookedAt,
  });
  return row.id;
}
