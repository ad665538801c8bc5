import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import type { ShareLinkStatus } from '@kairos/core/share-links/share-link-status';
import type { DashboardTranslate } from '../i18n/dashboard-i18n';
import type { BadgeTone } from '../ui/components/badge';

/** Each status's name in the dashboard catalogue. */
export const STATUS_KEYS = {
  ACTIVE: 'shareLinks.status.active',
  EXPIRED: 'shareLinks.status.expired',
  USED_UP: 'shareLinks.status.usedUp',
  REVOKED: 'shareLinks.status.revoked',
} as const satisfies Record<ShareLinkStatus, DashboardKey>;

export const STATUS_TONES: Record<ShareLinkStatus, BadgeTone> = {
  ACTIVE: 'green',
  EXPIRED: 'amber',
  USED_UP: 'gray',
  REVOKED: 'red',
};

/** "2 / 5", or "2 / ∞" for an unlimited link (limit 0). */
export function formatUses(t: DashboardTranslate, used: number, limit: number): string {
  return limit > 0
    ? t('shareLinks.row.usesOf', { used, limit })
    : t('shareLinks.row.usesUnlimited', { used });
}
