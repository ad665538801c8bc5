import { QUERY_GC_TIME_MS } from '@kairos/core/constants';
import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: keep data 5 minutes, no refetch on window focus, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_TIME_MS, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
