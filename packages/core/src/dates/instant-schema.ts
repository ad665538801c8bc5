import { z } from 'zod';

/**
 * The instants the app stores: years 1 to 9999 in UTC, as PostgreSQL reads an ISO string. Past
 * 9999 JavaScript writes `+010000-…`, which the database refuses.
 */
export const FIRST_STORABLE_MS = Date.parse('0001-01-01T00:00:00Z');
export const LAST_STORABLE_MS = Date.parse('9999-12-31T23:59:59.999Z');

export const INSTANT_MESSAGE = 'Use an ISO 8601 date and time, e.g. 2027-03-01T09:00:00Z';
export const INSTANT_RANGE_MESSAGE = 'Use a date and time between the years 0001 and 9999';

/** True for an instant the database can store. */
export function isStorableInstant(ms: number): boolean {
  return ms >= FIRST_STORABLE_MS && ms <= LAST_STORABLE_MS;
}

/** An ISO 8601 date and time with its offset, within the years the database stores. */
export function isoInstant(message = INSTANT_MESSAGE) {
  return z.iso
    .datetime({ offset: true, message })
    .refine((s) => isStorableInstant(Date.parse(s)), { message: INSTANT_RANGE_MESSAGE });
}
