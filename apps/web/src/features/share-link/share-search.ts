import type { SearchSchemaInput } from '@tanstack/react-router';
import { type CarriedSearch, validateCarriedSearch } from '../booker/public-search';

/** The share-link layout's parameters (spec section 2), with the UTM and theme ones carried along. */
export interface ShareSearch extends CarriedSearch {
  attendeeId: string | null;
  rescheduled: boolean;
}

export const SHARE_SEARCH_DEFAULTS = { attendeeId: null, rescheduled: false } as const;

type ShareSearchInput = Partial<Record<string, unknown>> & SearchSchemaInput;

function attendeeIdOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text !== '' && text.length <= 64 ? text : null;
}

/** Invalid values fall back: no attendee, not rescheduling. */
export function validateShareSearch(search: ShareSearchInput): ShareSearch {
  return {
    ...validateCarriedSearch(search),
    attendeeId: attendeeIdOf(search.attendeeId),
    rescheduled: search.rescheduled === true || search.rescheduled === 'true',
  };
}
