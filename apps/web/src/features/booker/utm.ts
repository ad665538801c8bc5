/** Campaign parameters read from the page address (spec section 3) and sent with a booking. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Utms = Partial<Record<UtmKey, string>>;

const MAX_UTM_LENGTH = 500;

/** A parsed search value as text: the router turns `?utm_term=2025` into a number. */
function asText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text.slice(0, MAX_UTM_LENGTH);
}

/** The UTM parameters of a parsed search object, each kept only when present and not empty. */
export function readUtms(search: Record<string, unknown>): Utms {
  const utms: Utms = {};
  for (const key of UTM_KEYS) {
    const value = asText(search[key]);
    if (value !== null) utms[key] = value;
  }
  return utms;
}

export function hasUtms(utms: Utms): boolean {
  return UTM_KEYS.some((key) => utms[key] !== undefined);
}
