import type { Appearance } from '@kairos/core/events/page-schema';
import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { type PublicThemeVars, resolvePublicTheme } from './public-theme';
import { readThemeParams } from './theme-params';

/** A public page's colour variables: the address's theme parameters, then `appearance`. */
export function usePublicTheme(appearance: Appearance | null | undefined): PublicThemeVars {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const themeKey = JSON.stringify(readThemeParams(search));
  return useMemo(() => resolvePublicTheme(JSON.parse(themeKey), appearance), [themeKey, appearance]);
}
