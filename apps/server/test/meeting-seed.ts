import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app.ts';

export interface SeedAttendee {
  fullName: string;
  emailId: string;
  answers?: Array<{ questionId: string; question?: string; answer: string }>;
  utms?: Record<string, string>;
  guests?: string[];
  status?: 'ACTIVE' | 'CANCELLED';
}

export interface SeedMeeting {
  appId: string;
  eventId: string;
  start: string;
  duration?: number;
  organizerId: string;
  agentIds?: string[];
  status?: 'ACTIVE' | 'CANCELLED' | 'ACTION_REQUIRED';
  noShow?: boolean;
  location?: string | null;
  attendees?: SeedAttendee[];
}

/**
 * Writes a meeting and its attendees straight into the database (no slot check, no hosts' time
 * held): for list, filter and export tests that need many meetings fast.
 */
export async function seedMeeting(t: TestApp, m: SeedMeeting): Promise<string> {
  const duration = m.duration ?? 30;
  const start = new Date(m.start);
  const end = new Date(start.getTime() + duration * 60_000);
  const { rows } = await t.database.execute(
    `insert into meetings (app_id, event_id, start_at, end_at, duration, timezone, status, type, organizer_id,
       agent_ids, attendee_count, mark_as_no_show, location, ics_uid)
     values ($1, $2, $3, $4, $5, 'UTC', $6, 'SOLO', $7, $8::jsonb, $9, $10, $11, $12) returning id`,
    [
      m.appId,
      m.eventId,
      start.toISOString(),
      end.toISOString(),
      duration,
      m.status ?? 'ACTIVE',
      m.organizerId,
      JSON.stringify(m.agentIds ?? [m.organizerId]),
      (m.attendees ?? []).length,
      m.noShow ?? false,
      m.location ?? null,
      `${randomUUID()}@kairos`,
    ],
  );
  const meetingId = String(rows[0]?.id);
  for (const a of m.attendees ?? []) {
    await t.database.execute(
      `insert into attendees (meeting_id, app_id, email_id, full_name, answers, guests, timezone, status, utms)
       values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, 'UTC', $7, $8::jsonb)`,
      [
        meetingId,
        m.appId,
        a.emailId,
        a.fullName,
        JSON.stringify(a.answers ?? []),
        JSON.stringify(a.guests ?? []),
        a.status ?? (m.status === 'CANCELLED' ? 'CANCELLED' : 'ACTIVE'),
        JSON.stringify(a.utms ?? {}),
      ],
    );
  }
  return meetingId;
}
