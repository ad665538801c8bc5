import type { BookingConfirmation } from './booking-options-schema.ts';

const MINUTE_MS = 60_000;

export interface ConfirmationCase {
  /** The meeting's start and the moment it is booked, epoch milliseconds. */
  startMs: number;
  nowMs: number;
  /** The visitor pays online for it (a payment provider or UPI), not in person, by transfer or later. */
  paidOnline: boolean;
}

/**
 * Whether a booking waits for the host: never when confirmation is off; with
 * `enableOnlyForFreeProviders`, only a booking without an online payment (a visitor who paid is
 * not left waiting); then every booking (ALL), or one made less than `lessThanNotice` minutes
 * ahead (LESS_THAN).
 */
export function needsHostConfirmation(rule: BookingConfirmation, booking: ConfirmationCase): boolean {
  if (!rule.enable) return false;
  if (rule.enableOnlyForFreeProviders && booking.paidOnline) return false;
  if (rule.type === 'ALL') return true;
  return booking.startMs - booking.nowMs < rule.lessThanNotice * MINUTE_MS;
}
