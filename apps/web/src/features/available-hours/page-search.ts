// Loaded with the route tree in every page's entry bundle: zod/mini keeps it small.
import * as z from 'zod/mini';

/** `/app/availability?id=`: with an id, the editor of that set of hours; without, the list. */
export const AvailabilitySearchSchema = z.object({
  id: z.catch(z.optional(z.string()), undefined),
});
export type AvailabilitySearch = z.infer<typeof AvailabilitySearchSchema>;
