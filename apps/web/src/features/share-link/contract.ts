import type { PublicEvent } from '@kairos/core/events/public-event-schema';
import type { PublicRoutingForm } from '@kairos/core/routing/submission-schema';

/** `GET /website/link/{link}` (core's `ResolvedShareLink`). */
export interface ShareLinkData {
  type: 'EVENT' | 'FORM';
  event: PublicEvent | null;
  /** FORM links: the routing form to show. */
  formInfo?: PublicRoutingForm | null;
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
  | { kind: 'FORM'; form: PublicRoutingForm }
  | { kind: 'NOT_FOUND' | 'EXPIRED' | 'LIMIT_EXCEEDED' };
