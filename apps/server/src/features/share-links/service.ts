import { randomBytes } from 'node:crypto';
import type { BookQuery, BookResponse } from '@kairos/core/bookings/book-schema';
import { AppError } from '@kairos/core/errors';
import { isUuid } from '@kairos/core/ids';
import type {
  AnyShareLinkCreateBody,
  ResolvedAnyShareLink,
  ShareLinkBookBody,
  ShareLinkCreated,
  ShareLinkList,
  ShareLinkListQuery,
} from '@kairos/core/share-links/share-link-schema';
import {
  preFillMismatches,
  SHARE_LINK_REFUSALS,
  shareLinkStatus,
} from '@kairos/core/share-links/share-link-status';
import type { Tx } from '@kairos/db/client';
import { isUniqueViolation } from '@kairos/db/errors';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import { book } from '../bookings/service.ts';
import { toPublicEventDto } from '../events/dto.ts';
import { findEventOrThrow } from '../events/service.ts';
import { withOfferedPaymentMethods } from '../payments/accounts.ts';
import { getForm as findFormOrThrow, findPublicFormById } from '../routing-forms/service.ts';
import { loadBookableEvent } from '../slots/service.ts';
import { listTrackerApps } from '../trackers/service.ts';
import { shareLinkUrl, toPublicShareLink, toShareLinkDto } from './dto.ts';
import * as repo from './repo.ts';

/** 16 URL-safe characters from 96 random bits: not guessable, short enough to paste. */
const LINK_BYTES = 12;
const CREATE_ATTEMPTS = 3;

const linkNotFound = () => new AppError('NOT_FOUND', 'This link is no longer accessible');

/** The error for a link that cannot be used at `now`, or undefined when it can. */
function refusalOf(row: repo.ShareLinkRow | undefined, now: Date): AppError | undefined {
  if (!row) return linkNotFound();
  const status = shareLinkStatus(row, now);
  if (status === 'ACTIVE') return undefined;
  return status === 'REVOKED' ? linkNotFound() : new AppError(SHARE_LINK_REFUSALS[status]);
}

/** A live link by its public id, or the error a visitor sees (EXPIRED 410, LIMIT_EXCEEDED 409, NOT_FOUND 404). */
async function usableLinkOrThrow(deps: Deps, link: string): Promise<repo.ShareLinkRow> {
  const row = await repo.findShareLink(deps.db, link);
  const refusal = refusalOf(row, deps.now());
  if (refusal || !row) throw refusal ?? linkNotFound();
  return row;
}

/** `POST /share-link`: a new link to one of the workspace's events. */
export async function createShareLink(
  deps: Deps,
  auth: AuthContext,
  body: AnyShareLinkCreateBody,
): Promise<ShareLinkCreated> {
  const target =
    'formId' in body
      ? { type: 'FORM' as const, eventId: null, formId: (await findFormOrThrow(deps, auth, body.formId))._id }
      : {
          type: 'EVENT' as const,
          eventId: (await findEventOrThrow(deps.db, auth.appId, body.eventId)).event.id,
          formId: null,
        };
  const expireAt = body.expireAt ? new Date(body.expireAt) : null;
  if (expireAt && expireAt.getTime() <= deps.now().getTime()) {
    throw new AppError('VALIDATION_ERROR', 'expireAt: The expiry must be in the future', {
      issues: [{ path: 'expireAt', message: 'The expiry must be in the future' }],
    });
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await repo.insertShareLink(deps.db, auth.appId, {
        link: randomBytes(LINK_BYTES).toString('base64url'),
        ...target,
        limit: body.limit,
        expireAt,
        preFill: body.preFill ?? {},
        redirects: body.redirects ?? {},
        source: body.source || null,
        createdBy: auth.agentId,
      });
      return { _id: row.id, link: row.link, url: shareLinkUrl(deps.config.publicUrl, row.link) };
    } catch (error) {
      // A collision of 96 random bits will not happen in practice; if it does, draw again.
      if (isUniqueViolation(error, 'share_links_link_key') && attempt < CREATE_ATTEMPTS) continue;
      throw error;
    }
  }
}

/** `GET /share-link`: the workspace's links (of one event when asked), newest first. */
export async function listShareLinks(
  deps: Deps,
  auth: AuthContext,
  query: ShareLinkListQuery,
): Promise<ShareLinkList> {
  const eventId = query.eventId;
  if (eventId !== undefined && !isUuid(eventId)) throw new AppError('NOT_FOUND', 'Event not found');
  const rows = await repo.listShareLinks(deps.db, auth.appId, eventId);
  const now = deps.now();
  return { shareLinks: rows.map((r) => toShareLinkDto(r, deps.config.publicUrl, now)) };
}

/**
 * `GET /website/link/{link}`: the event or routing form behind a live link. A deleted or
 * inactive event or form answers 404.
 */
export async function resolveShareLink(deps: Deps, link: string): Promise<ResolvedAnyShareLink> {
  const row = await usableLinkOrThrow(deps, link);
  if (row.type === 'FORM') {
    const formInfo = row.formId ? await findPublicFormById(deps, row.formId) : undefined;
    if (!formInfo || formInfo.appId !== row.appId) throw linkNotFound();
    return {
      type: 'FORM',
      event: null,
      formInfo,
      accessLink: formInfo.accessLink,
      trackerApps: await listTrackerApps(deps, row.appId),
      shareLink: toPublicShareLink(row),
    };
  }
  if (row.type !== 'EVENT' || !row.eventId) throw linkNotFound();
  const source = await loadBookableEvent(deps, row.eventId);
  const [accessLink, [event]] = await Promise.all([
    repo.findAccessLink(deps.db, source.appId),
    withOfferedPaymentMethods(deps.db, source.appId, [toPublicEventDto(source.event)]),
  ]);
  if (!accessLink || !event) throw linkNotFound();
  return {
    type: 'EVENT',
    event,
    accessLink,
    trackerApps: await listTrackerApps(deps, row.appId),
    shareLink: toPublicShareLink(row),
  };
}

/**
 * `POST /meet/book/share-link`: books the link's event like `/meet/book`, and uses the link up
 * inside the same transaction. The cheap checks run first; the conditional update in the
 * transaction is what holds the limit under concurrency — when it finds the link no longer
 * usable, the booking rolls back whole.
 */
export async function bookThroughShareLink(
  deps: Deps,
  body: ShareLinkBookBody,
  query: BookQuery,
  ip: string,
  /** More to write in the booking's transaction (a retry key). */
  alsoWithin?: (tx: Tx) => Promise<void>,
  /** The request's `Accept-Language`, for a booking that names no language. */
  acceptLanguage?: string,
): Promise<BookResponse> {
  const { shareLink, eventId, ...booking } = body;
  const row = await usableLinkOrThrow(deps, shareLink);
  if (row.type !== 'EVENT' || !row.eventId) throw linkNotFound();
  if (eventId !== undefined && eventId !== row.eventId) {
    throw new AppError('VALIDATION_ERROR', 'eventId: This link is for another event', {
      issues: [{ path: 'eventId', message: 'This link is for another event' }],
    });
  }
  const issues = preFillMismatches(row.preFill, booking.attendee);
  const first = issues[0];
  if (first) throw new AppError('VALIDATION_ERROR', first.message, { issues });

  return book(deps, { ...booking, eventId: row.eventId }, query, ip, {
    returnPath: `/d/${encodeURIComponent(row.link)}`,
    ...(acceptLanguage ? { acceptLanguage } : {}),
    async withinTransaction(tx, { meetingId }) {
      const used = await repo.useShareLink(tx, row.id, deps.now());
      if (!used) {
        const now = deps.now();
        throw refusalOf(await repo.findShareLinkById(tx, row.id), now) ?? new AppError('LIMIT_EXCEEDED');
      }
      await repo.setMeetingShareLink(tx, meetingId, row.id);
      await alsoWithin?.(tx);
    },
  });
}

/** `DELETE /meet/cancel/share-link/{link}`: the link stops working at once; repeating it changes nothing. */
export async function revokeShareLink(deps: Deps, auth: AuthContext, link: string): Promise<void> {
  const row = await repo.revokeShareLink(deps.db, auth.appId, link, deps.now());
  if (!row) throw linkNotFound();
}
