import type { PublicShareLink, ShareLink } from '@kairos/core/share-links/share-link-schema';
import { shareLinkStatus } from '@kairos/core/share-links/share-link-status';
import type { ShareLinkRow } from './repo.ts';

/** The address a visitor opens: the web app's `/d/{link}` page. */
export function shareLinkUrl(publicUrl: string, link: string): string {
  return `${publicUrl}/d/${link}`;
}

/** A link as its hosts see it, with where it stands at `now`. */
export function toShareLinkDto(row: ShareLinkRow, publicUrl: string, now: Date): ShareLink {
  return {
    _id: row.id,
    link: row.link,
    url: shareLinkUrl(publicUrl, row.link),
    type: row.type,
    eventId: row.eventId,
    limit: row.limit,
    used: row.used,
    expireAt: row.expireAt?.toISOString() ?? null,
    preFill: row.preFill,
    redirects: row.redirects,
    source: row.source,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    status: shareLinkStatus(row, now),
  };
}

/** What the visitor's page needs of the link: no ids, no host data. */
export function toPublicShareLink(row: ShareLinkRow): PublicShareLink {
  return {
    source: row.source,
    preFill: row.preFill,
    redirects: row.redirects,
    limit: row.limit,
    used: row.used,
    expireAt: row.expireAt?.toISOString() ?? null,
  };
}
