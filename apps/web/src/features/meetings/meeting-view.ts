import type { MeetingMode } from '@kairos/core/events/mode-schema';
import type { MeetingSummary } from '@kairos/core/meetings/admin-schema';
import { modeName } from '../booker/mode-labels';
import type { DashboardTranslate } from '../i18n/dashboard-i18n';
import type { BadgeTone } from '../ui/components/badge';

const MODE_KEYS = new Set<string>([
  'ZOOM',
  'GOOGLE_MEET',
  'MICROSOFT_TEAMS',
  'IN_PERSON',
  'CUSTOM',
  'ASK_INVITEE',
  'PHONE_NUMBER',
  'JITSI',
]);

export interface ModeSummary {
  key: MeetingMode | null;
  /** `Google Meet`, or the address of an in-person meeting. */
  label: string;
}

/** How and where the meeting happens, in one line. */
export function describeMeetingMode(meeting: Pick<MeetingSummary, 'mode' | 'location'>): ModeSummary | null {
  const raw = meeting.mode?.key;
  const key = typeof raw === 'string' && MODE_KEYS.has(raw) ? (raw as MeetingMode) : null;
  const value = typeof meeting.mode?.value === 'string' ? meeting.mode.value : '';
  const place = meeting.location || ((key === 'IN_PERSON' || key === 'CUSTOM') && value) || '';
  if (!key && !place) return null;
  if (place) return { key, label: place };
  return { key, label: key ? modeName(key) : '' };
}

/** The name shown for the meeting: the host's rename, else the event's. */
export function meetingTitle(
  meeting: Pick<MeetingSummary, 'modifiedEventName' | 'event'>,
  t: DashboardTranslate,
): string {
  return meeting.modifiedEventName || meeting.event?.name || t('meetings.badge.untitled');
}

export interface StatusBadge {
  label: string;
  tone: BadgeTone;
}

/** The badges of a row: pending, cancelled, no-show, reschedule asked for. */
export function meetingBadges(
  meeting: Pick<MeetingSummary, 'status' | 'markAsNoShow' | 'rescheduleRequestSent'> & {
    attendees: ReadonlyArray<Pick<MeetingSummary['attendees'][number], 'state'>>;
  },
  t: DashboardTranslate,
): StatusBadge[] {
  const badges: StatusBadge[] = [];
  const seats = new Set(meeting.attendees.map((a) => a.state));
  // A seat still awaiting its payment says so, in a meeting that stands too (a group's other seat paid).
  if (meeting.status !== 'CANCELLED' && seats.has('AWAITING_PAYMENT')) {
    badges.push({ label: t('meetings.badge.awaitingPayment'), tone: 'amber' });
  }
  if (meeting.status === 'ACTION_REQUIRED' && !seats.has('AWAITING_PAYMENT')) {
    badges.push({ label: t('meetings.badge.needsConfirmation'), tone: 'amber' });
  }
  if (meeting.status === 'CANCELLED') {
    badges.push(
      meeting.rescheduleRequestSent
        ? { label: t('meetings.badge.rescheduleRequested'), tone: 'brand' }
        : { label: t('meetings.badge.cancelled'), tone: 'red' },
    );
  }
  if (meeting.markAsNoShow) badges.push({ label: t('meetings.badge.noShow'), tone: 'gray' });
  return badges;
}

/** `Mary Jackson`, `Mary Jackson and Ada Byron`, `Mary Jackson and 3 others`. */
export function attendeeNames(
  attendees: readonly { fullName: string; emailId: string }[],
  t: DashboardTranslate,
): string {
  const names = attendees.map((a) => a.fullName || a.emailId);
  const [first = '', second = ''] = names;
  if (names.length <= 1) return first;
  if (names.length === 2) return t('meetings.names.two', { first, second });
  return t('meetings.names.more', { first, count: names.length - 1 });
}

/** The public pages an attendee uses to change their booking. */
export function attendeeLinks(origin: string, attendeeId: string): { reschedule: string; cancel: string } {
  const id = encodeURIComponent(attendeeId);
  return { reschedule: `${origin}/reschedule/${id}/`, cancel: `${origin}/cancellation/${id}/` };
}
