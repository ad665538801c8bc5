import { z } from 'zod';
import { EVENT_STATUSES, EVENT_TYPES, EventSchema } from './event-schema.ts';
import { MEETING_MODES } from './mode-schema.ts';

export const PRICE_TYPES = ['free', 'paid'] as const;
export const EVENT_PAGE_SIZE = 20;

/**
 * `POST /event`: filters and a page. `search` matches name or slug; `teamId: null` keeps events
 * outside any team; `priceType` free or paid (either case).
 */
export const EventListFiltersSchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(EVENT_STATUSES).optional(),
  type: z.enum(EVENT_TYPES).optional(),
  teamId: z.string().trim().min(1).max(64).nullable().optional(),
  priceType: z.string().trim().toLowerCase().pipe(z.enum(PRICE_TYPES)).optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  limit: z.number().int().min(1).max(100).default(EVENT_PAGE_SIZE),
});
export type EventListFilters = z.infer<typeof EventListFiltersSchema>;
/** The body may be left out: every event, first page. */
export const EventListBodySchema = EventListFiltersSchema.nullish();
export type EventListBody = z.infer<typeof EventListBodySchema>;

export const EventPageSchema = z.object({
  events: z.array(EventSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** True on the last page. */
  last: z.boolean(),
});
export type EventPage = z.infer<typeof EventPageSchema>;

/** A line of `GET /event/list`: enough to name, order and pick an event. */
export const EventSummarySchema = EventSchema.pick({
  _id: true,
  name: true,
  slug: true,
  type: true,
  status: true,
  isPrivate: true,
  duration: true,
  color: true,
  teamId: true,
  sortOrder: true,
});
export type EventSummary = z.infer<typeof EventSummarySchema>;
export const EventSummaryListSchema = z.object({ events: z.array(EventSummarySchema) });
export type EventSummaryList = z.infer<typeof EventSummaryListSchema>;

export const EventIdParamsSchema = z.object({ id: z.string().max(64) });

export const PrivateStatusBodySchema = z.object({
  id: z.string().max(64),
  isPrivate: z.boolean({ error: 'Say whether the event is private' }),
});

/** `POST /event/sort`: the events in their new order, optionally those of one team. */
export const EventSortBodySchema = z.object({
  eventIds: z
    .array(z.string().max(64))
    .min(1, 'Give at least one event')
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each event can appear once' }),
  teamId: z.string().trim().min(1).max(64).nullable().optional(),
});
export type EventSortBody = z.infer<typeof EventSortBodySchema>;

/** `POST /event/check-mode`: the hosts of `eventId`, or `userIds`, or else the caller. */
export const CheckModeBodySchema = z.object({
  key: z.enum(MEETING_MODES, { error: 'Please select location' }),
  eventId: z.string().max(64).optional(),
  userIds: z.array(z.string().max(64)).max(100).optional(),
});
export type CheckModeBody = z.infer<typeof CheckModeBodySchema>;

export const CheckModeResultSchema = z.object({
  key: z.enum(MEETING_MODES),
  /** Whether the mode needs a connected provider (video modes) at all. */
  needsProvider: z.boolean(),
  /** True when every host can use the mode. */
  connected: z.boolean(),
  reason: z.string().nullable(),
  agents: z.array(z.object({ userId: z.string(), connected: z.boolean(), reason: z.string().nullable() })),
});
export type CheckModeResult = z.infer<typeof CheckModeResultSchema>;
