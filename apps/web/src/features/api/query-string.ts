export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

function isPresent(value: QueryValue): value is string | number | boolean {
  return value !== null && value !== undefined && String(value) !== '';
}

/**
 * Serialises query parameters, dropping every pair whose key or value is empty
 * (spec section 7). Arrays repeat the key once per non-empty item.
 */
export function buildQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    if (key.trim() === '') continue;
    const values = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (isPresent(value)) search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
