import { queryOptions } from '@tanstack/react-query';
import { serverCodeOf } from '../after-booking/change-block';
import { bookingsApi } from '../api/clients';
import type { BookingQueued, BookingRequest } from '../booker/booking-contract';
import type { ShareLinkData, ShareLinkResult } from './contract';

export function shareLinkKey(link: string) {
  return ['public', 'share-link', link] as const;
}

/** The link's outcome from its data or its refusal; other failures are left to throw. */
export function resolveShareLink(data: ShareLinkData | null, error: unknown): ShareLinkResult {
  if (data) {
    if (data.type === 'FORM')
      return data.formInfo ? { kind: 'FORM', form: data.formInfo } : { kind: 'NOT_FOUND' };
    return data.event ? { kind: 'EVENT', data, event: data.event } : { kind: 'NOT_FOUND' };
  }
  const code = serverCodeOf(error);
  if (code === 'EXPIRED' || code === 'LIMIT_EXCEEDED' || code === 'NOT_FOUND') return { kind: code };
  throw error;
}

/** `GET /website/link/{link}`: EXPIRED (410), LIMIT_EXCEEDED (409) and NOT_FOUND (404) are outcomes. */
export function shareLinkQuery(link: string) {
  return queryOptions({
    queryKey: shareLinkKey(link),
    queryFn: async ({ signal }) => {
      try {
        const data = await bookingsApi.get<ShareLinkData>(`/website/link/${encodeURIComponent(link)}`, {
          signal,
        });
        return resolveShareLink(data, null);
      } catch (error) {
        return resolveShareLink(null, error);
      }
    },
    staleTime: 30_000,
  });
}

/** `POST /meet/book/share-link`: the `/meet/book` body with the link. */
export function bookThroughShareLink(
  request: BookingRequest,
  shareLink: string,
  attemptKey: string,
): Promise<BookingQueued> {
  return bookingsApi.post<BookingQueued>(
    '/meet/book/share-link',
    { ...request, shareLink },
    { headers: { 'Idempotency-Key': attemptKey } },
  );
}
