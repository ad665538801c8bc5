import { QUERY_GC_TIME_MS } from '@kairos/core/constants';
import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 9: keep data 5 minutes, no refetch on window focus, no retries.
 * Submissions run even when the browser reports offline: they fail at once with a message
 * instead of waiting silently and firing later (a booking made minutes after the click).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_TIME_MS, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
