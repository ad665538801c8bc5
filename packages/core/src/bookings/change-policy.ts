import type { MeetingStatus } from './book-schema.ts';

/** The event's reschedule or cancel settings (`notifications.reschedule` / `notifications.cancel`). */
export interface ChangePolicy {
  enable: boolean;
  /** The link stops working this many minutes before the start (0 = until the start). */
  linkExpireAfterMinutes: number;
  /** How many times the booking may be rescheduled (0 = no limit); unused for cancelling. */
  limit: number;
}

export interface ChangeInput {
  policy: ChangePolicy;
  meeting: { start: Date; status: MeetingStatus; rescheduleCount: number };
  attendee: { status: 'ACTIVE' | 'CANCELLED' };
  now: Date;
}

export type ChangeRefusalCode =
  | 'MEETING_CANCELLED'
  | 'MEETING_PAST'
  | 'RESCHEDULE_NOT_ALLOWED'
  | 'CANCEL_NOT_ALLOWED'
  | 'RESCHEDULE_LIMIT_EXCEED'
  | 'LINK_HAS_EXPIRED';

export type ChangeDecision =
  | { ok: true; remaining?: number }
  | { ok: false; code: ChangeRefusalCode; message: string };

const MESSAGES: Record<ChangeRefusalCode, string> = {
  MEETING_CANCELLED: 'This booking was cancelled',
  MEETING_PAST: 'This meeting has already taken place',
  RESCHEDULE_NOT_ALLOWED: 'Rescheduling is not allowed for this booking',
  CANCEL_NOT_ALLOWED: 'Cancelling is not allowed for this booking',
  RESCHEDULE_LIMIT_EXCEED: 'Reschedule limit reached',
  LINK_HAS_EXPIRED: 'Link Expired',
};

function refuse(code: ChangeRefusalCode): ChangeDecision {
  return { ok: false, code, message: MESSAGES[code] };
}

/** What is true of the booking itself, whatever the policy: gone or over. */
function stateRefusal({ meeting, attendee, now }: ChangeInput): ChangeDecision | undefined {
  if (meeting.status === 'CANCELLED' || attendee.status === 'CANCELLED') return refuse('MEETING_CANCELLED');
  if (now.getTime() >= meeting.start.getTime()) return refuse('MEETING_PAST');
  return undefined;
}

/** True once `now` is later than the start minus `linkExpireAfterMinutes` (see decision 0008). */
function linkExpired(policy: ChangePolicy, start: Date, now: Date): boolean {
  return (
    policy.linkExpireAfterMinutes > 0 &&
    now.getTime() > start.getTime() - policy.linkExpireAfterMinutes * 60_000
  );
}

/** Whether the attendee may move the booking now, and how many moves remain when limited. */
export function canReschedule(input: ChangeInput): ChangeDecision {
  const state = stateRefusal(input);
  if (state) return state;
  const { policy, meeting, now } = input;
  if (!policy.enable) return refuse('RESCHEDULE_NOT_ALLOWED');
  if (policy.limit > 0 && meeting.rescheduleCount >= policy.limit) return refuse('RESCHEDULE_LIMIT_EXCEED');
  if (linkExpired(policy, meeting.start, now)) return refuse('LINK_HAS_EXPIRED');
  return policy.limit > 0 ? { ok: true, remaining: policy.limit - meeting.rescheduleCount } : { ok: true };
}

/** Whether the attendee may cancel the booking now. */
export function canCancel(input: ChangeInput): ChangeDecision {
  const state = stateRefusal(input);
  if (state) return state;
  const { policy, meeting, now } = input;
  if (!policy.enable) return refuse('CANCEL_NOT_ALLOWED');
  if (linkExpired(policy, meeting.start, now)) return refuse('LINK_HAS_EXPIRED');
  return { ok: true };
}
