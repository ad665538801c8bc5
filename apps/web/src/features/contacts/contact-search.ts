// Loaded with the route tree (every page's entry bundle): zod/mini and literals only.
import * as z from 'zod/mini';

function optional<T extends z.core.SomeType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

/** `/app/contacts?q=&tag=&page=`: the search, one tag to filter by, and the page. */
export const ContactListSearchSchema = z.object({
  q: optional(z.string()),
  tag: optional(z.string()),
  page: optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
});
export type ContactListSearch = z.infer<typeof ContactListSearchSchema>;
