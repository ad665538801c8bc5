import type { BookingConfirmation } from './booking-options-schema.ts';
import { isFreeEmailAddress } from './free-email-providers.ts';

const MINUTE_MS = 60_000;

export interface ConfirmationCase {
  /** The meeting's start and the moment it is booked, epoch milliseconds. */
  startMs: number;
  nowMs: number;
  /** The attendee's address. */
  emailId: string;
}

/**
 * Whether a booking waits for the host: never when confirmation is off; with
 * `enableOnlyForFreeProviders`, only for an address at a free email service (a company address
 * is confirmed at once); then every booking (ALL), or one made less than `lessThanNotice`
 * minutes ahead (LESS_THAN).
 */
export function needsHostConfirmation(rule: BookingConfirmation, booking: ConfirmationCase): boolean {
  if (!rule.enable) return false;
  if (rule.enableOnlyForFreeProviders && !isFreeEmailAddress(booking.emailId)) return false;
  if (rule.type === 'ALL') return true;
  return booking.startMs - booking.nowMs < rule.lessThanNotice * MINUTE_MS;
}
