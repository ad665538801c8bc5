// These schemas load with the route tree, in every page's entry bundle: zod/mini and plain
// literals keep the event schemas (and the phone library they pull in) out of it. A test checks
// the literals against the core constants.
import * as z from 'zod/mini';
import { EDITOR_SECTIONS } from './editor-sections';

export const LIST_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const LIST_TYPES = ['SOLO', 'GROUP', 'COLLECTIVE', 'ROUNDROBIN'] as const;
export const LIST_PRICES = ['free', 'paid'] as const;

function optional<T extends z.core.SomeType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

/** `/app/event-types?q=&status=&type=&price=`; an unknown value is dropped. */
export const EventListSearchSchema = z.object({
  q: optional(z.string()),
  status: optional(z.enum(LIST_STATUSES)),
  type: optional(z.enum(LIST_TYPES)),
  price: optional(z.enum(LIST_PRICES)),
});
export type EventListSearch = z.infer<typeof EventListSearchSchema>;

/** `/app/event-types/$eventId?section=`; the editor opens on the details by default. */
export const EventEditorSearchSchema = z.object({
  section: optional(z.enum(EDITOR_SECTIONS)),
});
export type EventEditorSearch = z.infer<typeof EventEditorSearchSchema>;

/** The list request's filters for the address bar's search params. */
export function filtersFromSearch(search: EventListSearch): {
  search?: string;
  status?: (typeof LIST_STATUSES)[number];
  type?: (typeof LIST_TYPES)[number];
  priceType?: (typeof LIST_PRICES)[number];
} {
  const text = search.q?.trim();
  return {
    ...(text ? { search: text } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...(search.type ? { type: search.type } : {}),
    ...(search.price ? { priceType: search.price } : {}),
  };
}
