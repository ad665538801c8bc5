import type { PublicEvent } from '@kairos/core/events/public-event-schema';

/** `GET /website/link/{link}` (core's `ResolvedShareLink`, with FORM links to come). */
export interface ShareLinkData {
  type: 'EVENT' | 'FORM';
  event: PublicEvent | null;
  accessLink: string;
  trackerApps: Array<{ appName: string; id: string }>;
  shareLink: {
    source: string | null;
    preFill: { disableChange?: boolean; name?: string; emailId?: string };
    redirects: { onSuccessURL?: string; onCancelURL?: string };
    limit: number;
    used: number;
    expireAt: string | null;
  };
}

/** What a link resolves to for the visitor: its event, or why it cannot be used. */
export type ShareLinkResult =
  | { kind: 'EVENT'; data: ShareLinkData; event: PublicEvent }
  | { kind: 'NOT_FOUND' | 'EXPIRED' | 'LIMIT_EXCEEDED' | 'FORM' };
