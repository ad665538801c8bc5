import type { Deps } from '../../deps.ts';
import { findMeeting } from '../bookings/repo.ts';
import { type HostCalendar, hostCalendarById, hostCalendarOf } from '../calendars/host-calendar.ts';
import { CalendarAuthError } from '../calendars/provider.ts';
import { OAuthGrantRefusedError } from '../oauth/protocol.ts';
import { isConfigured } from '../oauth/service.ts';
import { VideoSetupError } from './provider.ts';

/**
 * What Google Meet and Microsoft Teams share: their meetings live on an event in the host's
 * Google or Microsoft calendar, made through that calendar connection.
 */
export const SERVICE_NAMES = { GOOGLE: 'Google Calendar', MICROSOFT: 'Microsoft 365 calendar' } as const;

const NOT_SET_UP = {
  GOOGLE:
    'Google Meet is not set up on this server (its administrator sets GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)',
  MICROSOFT:
    'Microsoft Teams is not set up on this server (its administrator sets MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET)',
} as const;
const SIGN_IN = { GOOGLE: 'google', MICROSOFT: 'microsoft' } as const;

/**
 * Why no host can use the mode when this server has no sign-in for the provider (null when it
 * has one). Apps & integrations then offers no such calendar, so only the administrator can help.
 */
export function notSetUp(deps: Deps, kind: 'GOOGLE' | 'MICROSOFT'): string | null {
  return isConfigured(deps, SIGN_IN[kind]) ? null : NOT_SET_UP[kind];
}

export function notConnected(deps: Deps, kind: 'GOOGLE' | 'MICROSOFT', name?: string): string {
  const notHere = notSetUp(deps, kind);
  if (notHere) return notHere;
  const who = name ? `${name} has` : 'The host has';
  return `${who} not connected a ${SERVICE_NAMES[kind]} under Apps & integrations`;
}

/** The host's calendar for the meeting's event, or a refusal only the host or administrator can fix. */
export async function calendarFor(
  deps: Deps,
  agentId: string,
  kind: 'GOOGLE' | 'MICROSOFT',
): Promise<HostCalendar> {
  const notHere = notSetUp(deps, kind);
  if (notHere) throw new VideoSetupError(notHere);
  const calendar = await hostCalendarOf(deps, agentId, kind);
  if (!calendar) throw new VideoSetupError(notConnected(deps, kind));
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
