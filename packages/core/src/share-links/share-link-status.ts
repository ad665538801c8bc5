import type { AppErrorCode } from '../errors.ts';

export const SHARE_LINK_STATUSES = ['ACTIVE', 'EXPIRED', 'USED_UP', 'REVOKED'] as const;
export type ShareLinkStatus = (typeof SHARE_LINK_STATUSES)[number];

export interface ShareLinkState {
  /** 0 = unlimited. */
  limit: number;
  used: number;
  expireAt: Date | string | null | undefined;
  revokedAt: Date | string | null | undefined;
}

/**
 * Where a share link stands at `now`. A revoked link is revoked whatever else holds; an expired
 * one reads expired even when also used up, since waiting will not help either way and the
 * expired page is the clearer message. The expiry instant itself counts as expired.
 */
export function shareLinkStatus(link: ShareLinkState, now: Date): ShareLinkStatus {
  if (link.revokedAt) return 'REVOKED';
  if (link.expireAt && new Date(link.expireAt).getTime() <= now.getTime()) return 'EXPIRED';
  if (link.limit > 0 && link.used >= link.limit) return 'USED_UP';
  return 'ACTIVE';
}

/** The error a visitor gets for a link that cannot be used; revoked links are simply gone. */
export const SHARE_LINK_REFUSALS: Record<Exclude<ShareLinkStatus, 'ACTIVE'>, AppErrorCode> = {
  EXPIRED: 'EXPIRED',
  USED_UP: 'LIMIT_EXCEEDED',
  REVOKED: 'NOT_FOUND',
};

export interface PreFillLock {
  disableChange?: boolean | undefined;
  name?: string | undefined;
  emailId?: string | undefined;
}

/**
 * With `disableChange` on, the visitor must book as the person the link was made for: the
 * pre-filled name (compared trimmed, ignoring case) and email (ignoring case). Returns the
 * fields that differ, as `{ path, message }` issues; none when the link locks nothing.
 */
export function preFillMismatches(
  preFill: PreFillLock,
  attendee: { fullName: string; emailId: string },
): Array<{ path: string; message: string }> {
  if (!preFill.disableChange) return [];
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const issues: Array<{ path: string; message: string }> = [];
  if (preFill.name && !same(preFill.name, attendee.fullName)) {
    issues.push({ path: 'attendee.fullName', message: `This link is for ${preFill.name.trim()}` });
  }
  if (preFill.emailId && !same(preFill.emailId, attendee.emailId)) {
    issues.push({ path: 'attendee.emailId', message: `This link is for ${preFill.emailId.trim()}` });
  }
  return issues;
}
