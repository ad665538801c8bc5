import { BREAKPOINTS } from '@kairos/core/constants';
import { useCallback, useSyncExternalStore } from 'react';

/** Desktop is above the tablet breakpoint (spec section 2). */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${BREAKPOINTS.tablet + 1}px)`;

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_MEDIA_QUERY);
}
