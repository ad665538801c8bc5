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
