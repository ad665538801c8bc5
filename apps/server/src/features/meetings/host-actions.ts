import { randomUUID } from 'node:crypto';
import type {
  BookBody,
  BookQuery,
  BookResponse,
  QueueStatusResponse,
} from '@kairos/core/bookings/book-schema';
import { AppError } from '@kairos/core/errors';
import { isUuid } from '@kairos/core/ids';
import type {
  ConnectedMail,
  ConnectedMailsResponse,
  SendMailBody,
  SendMailResponse,
  SlotValidateBody,
  SlotValidateResponse,
} from '@kairos/core/meetings/admin-schema';
import { escapeHtml } from '@kairos/core/notifications/render-template';
import { checkSlot } from '@kairos/core/slots/check-slot';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import { slotRefusal } from '../bookings/booking-rules.ts';
import { book, getQueueStatus } from '../bookings/service.ts';
import { sendMail } from '../mail/service.ts';
import { findBlockingMeetings } from '../slots/repo.ts';
import { buildSlotRules, MEETING_MARGIN_MS } from '../slots/rules.ts';
import { chooseDuration, loadBookableEvent } from '../slots/service.ts';
import { editableMeeting, visibleMeeting } from './admin.ts';
import * as repo from './repo.ts';

/**
 * `POST /meet/agent/book`: a host books on someone's behalf. The booking service runs as for a
 * visitor (same locks, same slot re-check: a taken slot is 409 SLOT_IS_NOT_AVAILABLE), minus
 * the visitor-only checks: no email verification code, no per-address rate limit. A blocked
 * contact stays refused; unblock them first.
 */
export async function agentBook(
  deps: Deps,
  auth: AuthContext,
  body: BookBody,
  query: BookQuery,
  ip: string,
): Promise<BookResponse> {
  if (!isUuid(body.eventId)) throw new AppError('NOT_FOUND', 'Event not found');
  return book(deps, body, query, ip, { asHost: { appId: auth.appId } });
}

/** `GET /meet/agent/queue-event/status/{id}`: the host's view of a booking's progress, their workspace only. */
export function agentQueueStatus(deps: Deps, auth: AuthContext, id: string): Promise<QueueStatusResponse> {
  return getQueueStatus(deps, id, auth.appId);
}

function toConnectedMail(row: repo.OutboxRow): ConnectedMail {
  return {
    _id: row.id,
    to: row.toAddresses,
    subject: row.subject,
    text: row.text,
    transport: row.transport,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * `POST /meet/agent/send-mail`: one email from the app to people of the meeting (its attendees
 * and their guests only), through the configured SMTP (or the dev outbox), recorded on the
 * meeting as kind AGENT_MAIL. The body is plain text; its HTML part is escaped.
 */
export async function sendAgentMail(
  deps: Deps,
  auth: AuthContext,
  body: SendMailBody,
): Promise<SendMailResponse> {
  const meeting = await editableMeeting(deps, auth, body.meetingId);
  const people = await repo.findAttendeesOfMeetings(deps.db, [meeting.id]);
  const allowed = new Set(people.flatMap((a) => [a.emailId, ...a.guests]).map((e) => e.toLowerCase()));
  const recipients = [...new Set(body.recipients)];
  const strangers = recipients.map((r, i) => ({ r, i })).filter(({ r }) => !allowed.has(r));
  if (strangers.length > 0) {
    throw new AppError('VALIDATION_ERROR', 'Send only to the people of this booking', {
      issues: strangers.map(({ r, i }) => ({
        path: `recipients.${i}`,
        message: `${r} is not in this booking`,
      })),
    });
  }
  const agent = auth.session.agent;
  const senderName = `${agent.firstName} ${agent.lastName}`.trim();
  const dedupeKey = `agent-mail:${randomUUID()}`;
  const subject = body.subject.replace(/[\r\n]+/g, ' ');
  await sendMail(
    deps,
    {
      appId: auth.appId,
      to: recipients,
      replyTo: agent.emailId,
      subject,
      text: body.body,
      html: body.body
        .split(/\r?\n/)
        .map((line) => (line ? `<p>${escapeHtml(line)}</p>` : ''))
        .join(''),
      kind: repo.AGENT_MAIL_KIND,
      meetingId: meeting.id,
      dedupeKey,
    },
    senderName || undefined,
  );
  const row = await repo.findOutboxByDedupeKey(deps.db, dedupeKey);
  if (!row) throw new Error('the sent mail was not recorded');
  return { mail: toConnectedMail(row) };
}

/** `GET /meet/agent/connected-mails`: what hosts emailed about the meeting, newest first. */
export async function connectedMails(
  deps: Deps,
  auth: AuthContext,
  meetingId: string,
): Promise<ConnectedMailsResponse> {
  const meeting = await visibleMeeting(deps, auth, meetingId);
  const rows = await repo.findMeetingOfAgentMail(deps.db, auth.appId, meeting.id);
  return { mails: rows.map(toConnectedMail) };
}

/**
 * `POST /meet/slot/validate`: whether the slot could be booked now, by the same engine and rules
 * a booking re-checks with (no lock taken: a booking may still lose the race).
 */
export async function validateSlot(deps: Deps, body: SlotValidateBody): Promise<SlotValidateResponse> {
  if (!isUuid(body.eventId)) throw new AppError('NOT_FOUND', 'Event not found');
  const source = await loadBookableEvent(deps, body.eventId);
  const duration = chooseDuration(source, body.duration);
  const start = new Date(body.time);
  if (start.getUTCSeconds() !== 0 || start.getUTCMilliseconds() !== 0) {
    return { valid: false, reason: 'SLOT_IS_NOT_AVAILABLE' };
  }
  const now = deps.now();
  const end = start.getTime() + duration * 60_000;
  const meetings = await findBlockingMeetings(deps.db, {
    agentIds: source.agents.map((a) => a.id),
    eventId: source.event._id,
    from: new Date(start.getTime() - MEETING_MARGIN_MS),
    to: new Date(end + MEETING_MARGIN_MS),
    upcomingFrom: source.event.bounds.eventLimit > 0 ? now : undefined,
  });
  const check = checkSlot(buildSlotRules(source, meetings, now, duration), start);
  if (!check.ok) {
    const code = slotRefusal(check.reason).code;
    return {
      valid: false,
      reason:
        code === 'NOTICE_TOO_SHORT' ||
        code === 'OUTSIDE_BOOKING_WINDOW' ||
        code === 'DAILY_LIMIT_REACHED' ||
        code === 'EVENT_LIMIT_REACHED'
          ? code
          : 'SLOT_IS_NOT_AVAILABLE',
    };
  }
  if (check.spotsLeft !== undefined && check.spotsLeft < 1)
    return { valid: false, reason: 'SLOT_IS_NOT_AVAILABLE' };
  return { valid: true };
}
