import type { ShareLinkStatus } from '@kairos/core/share-links/share-link-status';
import type { BadgeTone } from '../ui/components/badge';

export const STATUS_LABELS: Record<ShareLinkStatus, string> = {
  ACTIVE: 'Active',
  EXPIRED: 'Expired',
  USED_UP: 'Used up',
  REVOKED: 'Revoked',
};

export const STATUS_TONES: Record<ShareLinkStatus, BadgeTone> = {
  ACTIVE: 'green',
  EXPIRED: 'amber',
  USED_UP: 'gray',
  REVOKED: 'red',
};

/** "2 / 5", or "2 / ∞" for an unlimited link (limit 0). */
export function formatUses(used: number, limit: number): string {
  return `${used} / ${limit > 0 ? limit : '∞'}`;
}

/** An instant as a date and time on the wall clock of `zone`, e.g. "Mar 2, 2027, 10:00 AM". */
export function formatInZone(iso: string, zone: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
