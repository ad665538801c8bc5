import { z } from 'zod';
import { parseDateKey } from '../slots/local-days.ts';
import { TRACKING_EVENTS } from './tracking-events.ts';

/**
 * Wire shapes of the host's analytics (`/api/v1/bookings/analytics/...`). Every figure is in the
 * caller's own time zone and covers what the caller may see of the bookings list (decision 0011).
 */

/** The longest range one question may cover. */
export const ANALYTICS_MAX_DAYS = 366;
/**
 * The range asked for when none is given: the last 30 days, today included, and the next 30, so
 * a host sees the meetings booked ahead as well as those held.
 */
export const ANALYTICS_DEFAULT_PAST_DAYS = 30;
export const ANALYTICS_DEFAULT_AHEAD_DAYS = 30;

/** The days a range may start and end on: far from the edges of what the database stores in any zone. */
export const ANALYTICS_FIRST_DAY = '1900-01-01';
export const ANALYTICS_LAST_DAY = '9998-12-31';
const dateKey = z
  .string()
  .refine((s) => parseDateKey(s) !== null, { message: 'Use a date such as 2027-03-01' })
  .refine((s) => s >= ANALYTICS_FIRST_DAY && s <= ANALYTICS_LAST_DAY, {
    message: `Use a date between ${ANALYTICS_FIRST_DAY} and ${ANALYTICS_LAST_DAY}`,
  });
const optionalId = z.string().trim().max(64).optional();

/**
 * The filters of every analytics call. `from` and `to` are days in the caller's zone, both included.
 * Meetings count in the range by their start; "bookings created" by the moment they were booked;
 * funnel events and routing responses by when they happened.
 */
export const AnalyticsFiltersSchema = z.object({
  from: dateKey.optional(),
  to: dateKey.optional(),
  eventId: optionalId,
  teamId: optionalId,
  agentId: optionalId,
});
export type AnalyticsFilters = z.infer<typeof AnalyticsFiltersSchema>;

export const BUCKET_UNITS = ['day', 'week', 'month'] as const;
export type BucketUnit = (typeof BUCKET_UNITS)[number];

export const OverTimeQuerySchema = AnalyticsFiltersSchema.extend({
  unit: z.enum(BUCKET_UNITS, { error: 'Choose day, week or month' }).default('day'),
});
export type OverTimeQuery = z.infer<typeof OverTimeQuerySchema>;

export const AnalyticsRangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  timezone: z.string(),
});
export type AnalyticsRange = z.infer<typeof AnalyticsRangeSchema>;

/** Days in the caller's zone, both included. */
export const DaySpanSchema = z.object({ from: z.string(), to: z.string() });
export type DaySpan = z.infer<typeof DaySpanSchema>;

const count = z.number().int().min(0);

export const AnalyticsSummarySchema = z.object({
  range: AnalyticsRangeSchema,
  /**
   * The range's days up to today (`past`: bookings created, meetings held, visits) and from today
   * on (`ahead`: upcoming meetings); today is in both. Null when the range has no such days.
   */
  periods: z.object({ past: DaySpanSchema.nullable(), ahead: DaySpanSchema.nullable() }),
  /** Meetings booked within the range (whenever they take place). */
  created: count,
  /**
   * Meetings starting in the range, and of those (each as the booking lifecycle names its state,
   * core `bookings/lifecycle`):
   */
  meetings: count,
  /** took place: held as booked, or a no-show; */
  held: count,
  /** not over yet and still on: confirmed, or awaiting payment or the host's confirmation; */
  upcoming: count,
  /** held as booked; */
  completed: count,
  /** cancelled, declined or expired; */
  cancelled: count,
  /** moved at least once; */
  rescheduled: count,
  /** held, the attendee absent; */
  noShows: count,
  /** awaiting payment or the host's confirmation. */
  pending: count,
  /** Anonymous visitors of the public pages in the range (any page: listing, booking page, form). */
  visitors: count,
  /** Bookings visitors made on the public pages in the range (recorded by the server). */
  visitorBookings: count,
  /** Visitors who reached an event's booking page (picked a date, a time, gave their details). */
  bookingPageVisitors: count,
  /** Of those, the visitors whose same visit went on to book (its thanks page, or paying). */
  visitorsWhoBooked: count,
  /** visitorsWhoBooked ÷ bookingPageVisitors, at most 1; null when no visitor reached a booking page. */
  conversionRate: z.number().min(0).max(1).nullable(),
  /**
   * Money taken for the meetings of the range, per currency, in the currency's minor unit (cents):
   * paid payments, less what was refunded.
   */
  revenue: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
});
export type AnalyticsSummary = z.infer<typeof AnalyticsSummarySchema>;

const statusCounts = {
  meetings: count,
  completed: count,
  cancelled: count,
  noShows: count,
};

export const OverTimeSchema = z.object({
  range: AnalyticsRangeSchema,
  unit: z.enum(BUCKET_UNITS),
  /** One bucket per day, week (from Monday) or month of the range, empty ones included. */
  buckets: z.array(z.object({ start: z.string(), ...statusCounts })),
});
export type OverTime = z.infer<typeof OverTimeSchema>;

export const ByEventTypeSchema = z.object({
  range: AnalyticsRangeSchema,
  rows: z.array(z.object({ eventId: z.string(), name: z.string(), color: z.string(), ...statusCounts })),
});
export type ByEventType = z.infer<typeof ByEventTypeSchema>;

export const ByHostSchema = z.object({
  range: AnalyticsRangeSchema,
  /** `share`: the host's part of all meetings in the list (round robin fairness). */
  rows: z.array(z.object({ agentId: z.string(), name: z.string(), ...statusCounts, share: z.number() })),
});
export type ByHost = z.infer<typeof ByHostSchema>;

export const PopularTimesSchema = z.object({
  range: AnalyticsRangeSchema,
  /** Meetings by local weekday (1 = Monday … 7 = Sunday) and hour of their start; empty cells left out. */
  cells: z.array(
    z.object({ weekday: z.number().int().min(1).max(7), hour: z.number().int(), meetings: count }),
  ),
});
export type PopularTimes = z.infer<typeof PopularTimesSchema>;

export const LEAD_TIME_BUCKETS = [
  { key: 'under_hour', label: 'Under 1 hour', maxMinutes: 60 },
  { key: 'same_day', label: '1 to 24 hours', maxMinutes: 24 * 60 },
  { key: 'days_1_3', label: '1 to 3 days', maxMinutes: 3 * 24 * 60 },
  { key: 'days_3_7', label: '3 to 7 days', maxMinutes: 7 * 24 * 60 },
  { key: 'weeks_1_2', label: '1 to 2 weeks', maxMinutes: 14 * 24 * 60 },
  { key: 'weeks_2_4', label: '2 to 4 weeks', maxMinutes: 28 * 24 * 60 },
  { key: 'later', label: '4 weeks or more', maxMinutes: null },
] as const;

export const LeadTimeSchema = z.object({
  range: AnalyticsRangeSchema,
  /** Median time from booking to meeting, in minutes; null without meetings. */
  medianMinutes: z.number().nullable(),
  buckets: z.array(z.object({ key: z.string(), label: z.string(), meetings: count })),
});
export type LeadTime = z.infer<typeof LeadTimeSchema>;

export const RoutingOutcomesSchema = z.object({
  range: AnalyticsRangeSchema,
  rows: z.array(
    z.object({
      formId: z.string(),
      formName: z.string(),
      ruleId: z.string().nullable(),
      ruleLabel: z.string(),
      isDefault: z.boolean(),
      redirectType: z.string().nullable(),
      responses: count,
      /** Responses that went on to book through the rule's event. */
      booked: count,
    }),
  ),
});
export type RoutingOutcomes = z.infer<typeof RoutingOutcomesSchema>;

export const UtmBreakdownSchema = z.object({
  range: AnalyticsRangeSchema,
  /** Empty source or campaign: visits and bookings without one. */
  rows: z.array(z.object({ source: z.string(), campaign: z.string(), visitors: count, bookings: count })),
});
export type UtmBreakdown = z.infer<typeof UtmBreakdownSchema>;

export const FunnelSchema = z.object({
  range: AnalyticsRangeSchema,
  /** Every tracking event, in the catalogue's order: how often it happened and for how many visitors. */
  steps: z.array(z.object({ name: z.enum(TRACKING_EVENTS), events: count, visitors: count })),
  /**
   * The payments Revenue counts (paid or refunded, for the meetings starting in the range): the
   * card's Paid step. The pages' `payment_completed` misses a payment a host records or a payer
   * who closes the tab first.
   */
  paid: count,
});
export type Funnel = z.infer<typeof FunnelSchema>;

export const ANALYTICS_CHARTS = [
  'bookings-over-time',
  'event-types',
  'hosts',
  'popular-times',
  'lead-time',
  'routing-forms',
  'utm',
  'funnel',
] as const;
export type AnalyticsChart = (typeof ANALYTICS_CHARTS)[number];

export const AnalyticsExportQuerySchema = OverTimeQuerySchema.extend({
  chart: z.enum(ANALYTICS_CHARTS, { error: `Choose one of ${ANALYTICS_CHARTS.join(', ')}` }),
});
export type AnalyticsExportQuery = z.infer<typeof AnalyticsExportQuerySchema>;

/** As the bookings export: the CSV file (UTF-8 with a byte-order mark, header row first), base64-encoded. */
export const AnalyticsExportSchema = z.object({ csvBuffer: z.string(), fileName: z.string() });
export type AnalyticsExport = z.infer<typeof AnalyticsExportSchema>;
