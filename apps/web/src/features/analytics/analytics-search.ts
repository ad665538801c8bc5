// Loaded with the route tree (every page's entry bundle): zod/mini and literals only.
import * as z from 'zod/mini';

function optional<T extends z.core.SomeType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** `/app/analytics?from=&to=&event=&team=&agent=&unit=`: the range (host's days) and the filters. */
export const AnalyticsSearchSchema = z.object({
  from: optional(day),
  to: optional(day),
  event: optional(z.string()),
  team: optional(z.string()),
  agent: optional(z.string()),
  unit: optional(z.enum(['day', 'week', 'month'])),
});
export type AnalyticsSearch = z.infer<typeof AnalyticsSearchSchema>;
