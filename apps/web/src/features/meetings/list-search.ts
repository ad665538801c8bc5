// Loaded with the route tree (every page's entry bundle): zod/mini and literals only.
import * as z from 'zod/mini';
import { MEETING_TABS } from './meeting-tabs';

function optional<T extends z.core.SomeType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `/app/calendar?tab=&page=&q=&event=&from=&to=&noShow=&agent=&meeting=`: the bookings list's tab,
 * page, search and filters, and the meeting open in the details drawer. An unknown value is dropped.
 */
export const MeetingListSearchSchema = z.object({
  tab: optional(z.enum(MEETING_TABS)),
  page: optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
  q: optional(z.string()),
  event: optional(z.string()),
  from: optional(z.string().check(z.regex(DAY))),
  to: optional(z.string().check(z.regex(DAY))),
  noShow: optional(z.enum(['yes', 'no'])),
  agent: optional(z.string()),
  meeting: optional(z.string()),
});
export type MeetingListSearch = z.infer<typeof MeetingListSearchSchema>;
