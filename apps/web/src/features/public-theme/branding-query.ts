import type { EffectiveAppearance } from '@kairos/core/appearance/appearance-schema';
import { queryOptions } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';

/**
 * `POST /website/event/appearance`: the workspace's branding for a public page (with the event's
 * own overrides when `slug` is given). A page still shows without it, in the house look, so a
 * failed lookup is no answer rather than an error.
 */
export function publicBrandingQuery(accessLink: string, slug?: string) {
  return queryOptions({
    queryKey: ['public', 'branding', accessLink.toLowerCase(), slug ?? null],
    queryFn: ({ signal }) =>
      bookingsApi
        .post<EffectiveAppearance>(
          '/website/event/appearance',
          slug ? { accessLink, slug } : { accessLink },
          {
            signal,
          },
        )
        .catch((): EffectiveAppearance | null => null),
    staleTime: 60_000,
  });
}
