import type { Deps } from '../../deps.ts';
import { findMeeting } from '../bookings/repo.ts';
import { type HostCalendar, hostCalendarById, hostCalendarOf } from '../calendars/host-calendar.ts';
import { CalendarAuthError } from '../calendars/provider.ts';
import { OAuthGrantRefusedError } from '../oauth/protocol.ts';
import { VideoSetupError } from './provider.ts';

/**
 * What Google Meet and Microsoft Teams share: their meetings live on an event in the host's
 * Google or Microsoft calendar, made through that calendar connection.
 */
export const SERVICE_NAMES = { GOOGLE: 'Google Calendar', MICROSOFT: 'Microsoft 365 calendar' } as const;

export function notConnected(kind: 'GOOGLE' | 'MICROSOFT', name?: string): string {
  const who = name ? `${name} has` : 'The host has';
  return `${who} not connected a ${SERVICE_NAMES[kind]} under Apps & integrations`;
}

/** The host's calendar for the meeting's event, or a refusal only the host can fix. */
export async function calendarFor(
  deps: Deps,
  agentId: string,
  kind: 'GOOGLE' | 'MICROSOFT',
): Promise<HostCalendar> {
  const calendar = await hostCalendarOf(deps, agentId, kind);
  if (!calendar) throw new VideoSetupError(notConnected(kind));
  return calendar;
}

/** The meeting's iCalendar UID: its event carries it, so busy times and the calendar copy recognise it. */
export async function meetingUid(deps: Deps, meetingId: string): Promise<string> {
  const meeting = await findMeeting(deps.db, meetingId);
  if (!meeting) throw new Error(`meeting ${meetingId} is gone`);
  return meeting.icsUid;
}

/** A refused sign-in or permission is the host's to fix (not retried); anything else is retried. */
export async function asVideoError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CalendarAuthError || error instanceof OAuthGrantRefusedError)
      throw new VideoSetupError(error.message);
    throw error;
  }
}

/** The calendar and event a video meeting is held on (kept in its `data`), while still connected. */
export async function heldBy(deps: Deps, data: Record<string, unknown> | undefined) {
  const calendarId = typeof data?.calendarId === 'string' ? data.calendarId : undefined;
  const eventId = typeof data?.eventId === 'string' ? data.eventId : undefined;
  if (!calendarId || !eventId) return undefined;
  const calendar = await hostCalendarById(deps, calendarId);
  return calendar ? { ...calendar, calendarId, eventId } : undefined;
}

export function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
