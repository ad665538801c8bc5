import { normalizeHexColor } from '@kairos/core/appearance/contrast';

/** Colour query parameters any public page accepts (spec section 2), e.g. `?BrandColor=0f766e`. */
export const THEME_PARAM_KEYS = ['BackgroundColor', 'ButtonColor', 'TextColor', 'BrandColor'] as const;
export type ThemeParamKey = (typeof THEME_PARAM_KEYS)[number];
export type ThemeParams = Partial<Record<ThemeParamKey, string>>;

/**
 * The theme colours of a parsed search object, each as `#rrggbb`; invalid or absent ones are left
 * out. The router parses `?TextColor=112233` as a number, so numbers count as their digits.
 */
export function readThemeParams(search: Record<string, unknown>): ThemeParams {
  const params: ThemeParams = {};
  for (const key of THEME_PARAM_KEYS) {
    const raw = search[key];
    if (typeof raw !== 'string' && typeof raw !== 'number') continue;
    const text = typeof raw === 'number' ? String(raw).padStart(6, '0') : raw;
    const colour = normalizeHexColor(text);
    if (colour) params[key] = colour;
  }
  return params;
}
