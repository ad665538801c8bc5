// Loaded with the route tree (every page's entry bundle): zod/mini and literals only.
import * as z from 'zod/mini';

function optional<T extends z.core.SomeType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

/** `/app/calendar/view?view=&date=&meeting=`: day, week or month around a day, an open meeting, and whose meetings. */
export const CalendarViewSearchSchema = z.object({
  view: optional(z.enum(['day', 'week', 'month'])),
  date: optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  meeting: optional(z.string()),
  agent: optional(z.string()),
});
export type CalendarViewSearch = z.infer<typeof CalendarViewSearchSchema>;
