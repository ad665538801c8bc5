// zod/mini keeps only what is used: these schemas sit in the entry bundle every public page loads.
import * as z from 'zod/mini';

function nullableText() {
  return z.catch(z._default(z.nullable(z.string()), null), null);
}

/** Search params of the login and signup pages; invalid values fall back to null. */
export const AuthSearchSchema = z.object({
  location: nullableText(),
  redirect: nullableText(),
});

/** Values left out of the address bar: a missing parameter means exactly this. */
export const AUTH_SEARCH_DEFAULTS = { location: null, redirect: null };
