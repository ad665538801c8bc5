import { randomUUID } from 'node:crypto';
import type {
  BookBody,
  BookQuery,
  BookResponse,
  QueueStatusResponse,
} from '@kairos/core/bookings/book-schema';
import { seatWireStatus } from '@kairos/core/bookings/lifecycle';
import { contactPhoneOf } from '@kairos/core/contacts/contact-phone';
import { AppError } from '@kairos/core/errors';
import { attendeeDurations } from '@kairos/core/events/event-durations';
import { chooseLocale, parseAcceptLanguage } from '@kairos/core/i18n/locales';
import { isUuid } from '@kairos/core/ids';
import { providerOfMethod } from '@kairos/core/payments/payment-start-schema';
import { checkAttendeeLimits, hasAttendeeLimits } from '@kairos/core/slots/attendee-limits';
import { pickRoundRobinAgent } from '@kairos/core/slots/round-robin';
import type { WebhookTrigger } from '@kairos/core/webhooks/webhook-schema';
import type { Tx } from '@kairos/db/client';
import type { Deps } from '../../deps.ts';
import { transactionExecutor } from '../../jobs/repo.ts';
import { findContactByEmail, upsertContact } from '../contacts/repo.ts';
import { checkVerificationCode } from '../email-verification/service.ts';
import { findAudience, recordChange } from '../lifecycle/changes.ts';
import { bookingSideEffectsJob } from '../lifecycle/jobs.ts';
import { findQueueWithBooking } from '../lifecycle/repo.ts';
import { serverStepInsert } from '../lifecycle/steps.ts';
import { planPayment, startPayment, writePayment } from '../payments/booking.ts';
import { enforceRateLimits } from '../rate-limit/service.ts';
import { linkResponseToMeeting } from '../routing-forms/repo.ts';
import { chooseDuration, chooseHost, loadBookableEvent } from '../slots/service.ts';
import {
  answersWithIdentity,
  checkAnswers,
  checkBookingDetails,
  needsConfirmation,
} from './booking-rules.ts';
import { withBookingRetries } from './meeting-move.ts';
import * as repo from './repo.ts';
import { seatFactsOf } from './seat.ts';
import { holdSlot } from './slot-hold.ts';

const BOOK_WINDOW_MS = 10 * 60 * 1000;
export const BOOKINGS_PER_ADDRESS = 10;
export const BOOKINGS_PER_IP = 300;
const WEEK_MS = 7 * 86_400_000;

/**
 * `POST /meet/book`: books one slot. Everything that can be checked without the database is
 * checked first; then one transaction locks the event's agents, re-checks the slot against
 * every committed meeting with the same engine that listed it, and writes the meeting, its
 * hosts, the attendee, the contact and the queue entry together — or nothing.
 */
export interface BookingHooks {
  /** Runs inside the booking transaction after the meeting and attendee are written (e.g. to use up a share link). */
  withinTransaction?(tx: Tx, written: { meetingId: string; attendeeId: string }): Promise<void>;
  /**
   * A host books on the attendee's behalf (`POST /meet/agent/book`): the event must be in their
   * workspace, and the visitor-only checks (the email verification code, the per-address rate
   * limit) are skipped. The slot, its notice, window and limits are checked as for anyone.
   */
  asHost?: { appId: string };
  /** The public page the booking came from (`/d/{shareLink}`), where a payment provider sends the visitor back. */
  returnPath?: string;
  /** The request's `Accept-Language`, for a booking that names no language. */
  acceptLanguage?: string;
}

export async function book(
  deps: Deps,
  body: BookBody,
  query: BookQuery,
  ip: string,
  hooks: BookingHooks = {},
): Promise<BookResponse> {
  const now = deps.now();
  // Reads that need nothing but the request go out together; their refusals keep this order.
  const [, source] = await inOrder([
    enforceRateLimits(
      deps.db,
      [
        ...(hooks.asHost
          ? []
          : [
              {
                key: `book:email:${body.attendee.emailId}`,
                limit: BOOKINGS_PER_ADDRESS,
                windowMs: BOOK_WINDOW_MS,
              },
            ]),
        { key: `book:ip:${ip}`, limit: BOOKINGS_PER_IP, windowMs: BOOK_WINDOW_MS },
      ],
      now,
    ),
    loadBookableEvent(deps, body.eventId),
  ] as const);
  if (hooks.asHost && source.appId !== hooks.asHost.appId) throw new AppError('NOT_FOUND', 'Event not found');
  const { event } = source;
  // A visitor picks a length only when the event lets them; a host booking for someone may pick any offered.
  const duration = chooseDuration(source, body.duration, hooks.asHost ? undefined : attendeeDurations(event));
  const agentId = chooseHost(source, body.agentId, hooks.asHost ? 'host' : 'visitor');
  const start = new Date(body.time);
  if (start.getUTCSeconds() !== 0 || start.getUTCMilliseconds() !== 0)
    throw new AppError('SLOT_IS_NOT_AVAILABLE');
  const end = new Date(start.getTime() + duration * 60_000);
  const { mode } = checkBookingDetails(event, body);
  const answers = answersWithIdentity(event, body);
  checkAnswers(event, answers, now, body.timezone);
  // Then the reads that need the event, together too: the code, the contact, the payment, the
  // hosts' calendars (asked live, with no lock held while waiting) and who hears of the booking.
  const [, contact, plan, liveBusy, targets] = await inOrder([
    event.attendeeEmailVerification && !hooks.asHost
      ? checkVerificationCode(
          deps,
          { eventId: event._id, emailId: body.attendee.emailId },
          body.verificationCode,
        )
      : undefined,
    findContactByEmail(deps.db, source.appId, body.attendee.emailId).then((found) => {
      if (found?.status === 'BLOCKED')
        throw new AppError('CONTACT_BLOCKED', found.blockedMessage || undefined);
      return found;
    }),
    // A host booking for someone is settled between them; a visitor's booking of a paid event pays.
    hooks.asHost ? undefined : planPayment(deps, source, duration, body.payment?.method, now),
    deps.calendars.recheck(deps, source, start, end),
    findAudience(deps, source.appId, BOOKING_TRIGGERS),
  ] as const);
  // Paid through a provider or by UPI: with `enableOnlyForFreeProviders`, such a visitor is not left waiting.
  const paidOnline =
    plan !== undefined && (providerOfMethod(plan.method) !== undefined || plan.method === 'UPI');
  const pending = needsConfirmation(event, start, now, paidOnline);
  const waitsForPayment = plan?.waits === true;
  const status = pending || waitsForPayment ? 'ACTION_REQUIRED' : 'ACTIVE';
  // A booking waiting for its payment holds the slot (until the hold runs out or the host decides).
  const blocking = waitsForPayment || !pending || event.bookingConfirmation.blockUnconfirmedSlots;
  const seats = 1 + body.attendee.guests.length;
  const recheck = { liveBusy, calendars: deps.calendars };
  const limitsAttendees = hasAttendeeLimits(event.bounds);
  // Invitations (and the booking's webhook) wait for an online or UPI payment: they go out once it is settled.
  const announce = !(plan && !plan.announceNow);
  const sideEffects = bookingSideEffectsJob(deps);
  if (announce) await deps.jobs.prepare([sideEffects]);

  // One transaction. What does not depend on the slot is written before the hosts are locked, so
  // the locked part (which serialises every booking of these hosts) is four statements: the lock,
  // the re-check's read, the booking's rows, the commit; plus what a workspace's options add.
  const write = () =>
    deps.db.transaction(async (tx) => {
      const meetingId = randomUUID();
      const attendeeId = randomUUID();
      const queueId = announce ? randomUUID() : undefined;
      // The side effects' job is written with the booking: it exists exactly when the booking does.
      if (queueId)
        await deps.jobs.sendWithin(
          transactionExecutor(tx),
          sideEffects,
          { queueId },
          { singletonKey: queueId },
        );
      const savedContact = await upsertContact(
        tx,
        {
          appId: source.appId,
          emailId: body.attendee.emailId,
          name: body.attendee.fullName,
          timezone: body.timezone,
          phoneNumber: contactPhoneOf(event.questions, answers),
        },
        now,
      );
      if (!contact)
        await recordChange(
          deps,
          tx,
          source.appId,
          'contact.created',
          { contactId: savedContact.id },
          targets,
        );
      const check = await holdSlot(tx, { source, start, duration, now, seats, recheck });
      if (limitsAttendees) {
        const attendeeLimits = checkAttendeeLimits({
          meetingsOfAttendee: await repo.findAttendeeMeetings(tx, event._id, body.attendee.emailId),
          slotStart: start,
          limits: event.bounds,
          timezone: source.timezone,
        });
        if (!attendeeLimits.ok) throw new AppError('ATTENDEE_LIMIT_REACHED');
      }

      const existing =
        event.type === 'GROUP' ? await repo.findGroupMeetingAt(tx, event._id, start) : undefined;
      const bookedMeetingId = existing?.id ?? meetingId;
      const queue = queueId
        ? { id: queueId, appId: source.appId, meetingId: bookedMeetingId, attendeeId }
        : undefined;
      await repo.insertBooking(tx, {
        meeting: existing
          ? { joinId: existing.id, seats, now }
          : {
              values: newMeeting(
                meetingId,
                // A picked host takes it only while free, even when another host would be.
                await chooseAgents(
                  tx,
                  source,
                  agentId ? check.freeAgentIds.filter((id) => id === agentId) : check.freeAgentIds,
                  now,
                ),
              ),
              blocking,
            },
        attendee: {
          id: attendeeId,
          // The app's clock, like every business time: it is when the booking notice is due.
          createdAt: now,
          meetingId: bookedMeetingId,
          appId: source.appId,
          contactId: savedContact.id,
          emailId: body.attendee.emailId,
          fullName: body.attendee.fullName,
          answers,
          guests: body.attendee.guests,
          timezone: body.timezone,
          language: body.language ?? chooseLocale(event.language, parseAcceptLanguage(hooks.acceptLanguage)),
          utms: body.utms ?? {},
          bookingConfirmationRequired: pending,
        },
        queue,
        // A visitor's booking is the funnel's last step (a host booking for someone is not a
        // visit), written in the booking's statement.
        alongside: hooks.asHost
          ? []
          : [
              serverStepInsert(tx, {
                appId: source.appId,
                name: 'schedule_event',
                at: now,
                eventId: event._id,
                meetingId: bookedMeetingId,
                utms: body.utms,
              }),
            ],
      });
      // A booking made from a routing form's EVENT_TYPE redirect records the meeting on the response.
      if (query.responseId && isUuid(query.responseId)) {
        await linkResponseToMeeting(tx, query.responseId, source.appId, bookedMeetingId);
      }
      await hooks.withinTransaction?.(tx, { meetingId: bookedMeetingId, attendeeId });
      const payment = plan
        ? await writePayment(tx, plan, {
            appId: source.appId,
            eventId: event._id,
            meetingId: bookedMeetingId,
            attendeeId,
            emailId: body.attendee.emailId,
            fullName: body.attendee.fullName,
          })
        : undefined;
      if (payment)
        await recordChange(
          deps,
          tx,
          source.appId,
          'payment.initiated',
          { meetingId: bookedMeetingId, attendeeId },
          targets,
        );
      if (announce)
        await recordChange(
          deps,
          tx,
          source.appId,
          status === 'ACTIVE' ? 'booking.created' : 'booking.requested',
          { meetingId: bookedMeetingId, attendeeId },
          targets,
        );
      return { queue, payment };
    });

  function newMeeting(id: string, agentIds: string[]): repo.NewMeeting & { id: string } {
    return {
      id,
      // The app's clock, as for the attendee: analytics counts bookings by when they were made.
      createdAt: now,
      appId: source.appId,
      eventId: event._id,
      startAt: start,
      endAt: end,
      duration,
      timezone: source.timezone,
      status,
      type: event.type,
      organizerId: agentIds.includes(source.organizerId)
        ? source.organizerId
        : (agentIds[0] ?? source.organizerId),
      agentIds,
      bufferBefore: event.bounds.buffer.beforeMeeting,
      bufferAfter: event.bounds.buffer.afterMeeting,
      attendeeCount: seats,
      mode,
      location: typeof mode?.value === 'string' ? mode.value : null,
      icsUid: `${randomUUID()}@kairos`,
      responseId: query.responseId ?? null,
      externalId: query.externalId ?? null,
    };
  }

  const { queue, payment } = await withBookingRetries(write);
  if (queue) deps.jobs.wake(sideEffects);
  const started = payment
    ? await startPayment(deps, payment, {
        source,
        start,
        timezone: body.timezone,
        returnPath: hooks.returnPath,
      })
    : undefined;
  return {
    ...(queue ? { queueId: queue.id } : {}),
    status: 'PENDING',
    ...(started ? { payment: started } : {}),
  };
}

/** The triggers a booking may emit. */
const BOOKING_TRIGGERS = [
  'contact.created',
  'payment.initiated',
  'booking.created',
  'booking.requested',
] as const satisfies readonly WebhookTrigger[];

/**
 * Awaits every promise (they run at once) and returns their values; when some fail, throws the
 * failure of the first in the list, so a refusal does not depend on which answer came first.
 */
async function inOrder<T extends readonly unknown[]>(
  promises: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as never;
}

/** Who hosts a new meeting: the organizer, everyone (collective), or the round-robin pick. */
async function chooseAgents(
  tx: Parameters<typeof repo.findRoundRobinHistory>[0],
  source: Awaited<ReturnType<typeof loadBookableEvent>>,
  freeAgentIds: string[],
  now: Date,
): Promise<string[]> {
  const { event } = source;
  if (event.type === 'COLLECTIVE' || event.type === 'GROUP') return source.agents.map((a) => a.id);
  if (event.type === 'SOLO') return [source.organizerId];
  const history = await repo.findRoundRobinHistory(
    tx,
    event._id,
    freeAgentIds,
    new Date(now.getTime() - 2 * WEEK_MS),
  );
  const picked = pickRoundRobinAgent({
    freeAgentIds,
    meetingsByAgent: history,
    now,
    timezone: source.timezone,
  });
  if (!picked) throw new AppError('SLOT_IS_NOT_AVAILABLE');
  return [picked];
}

/** A booking's progress; with `appId`, only that workspace's (the host's variant). */
export async function getQueueStatus(deps: Deps, id: string, appId?: string): Promise<QueueStatusResponse> {
  const row = isUuid(id) ? await repo.findQueue(deps.db, id) : undefined;
  if (!row || (appId !== undefined && row.appId !== appId))
    throw new AppError('NOT_FOUND', 'No booking with this id');
  const made = {
    status: row.status,
    meetingId: row.meetingId,
    attendeeId: row.attendeeId,
    meetingStatus: row.meetingStatus,
    ...(row.error ? { error: row.error } : {}),
  };
  // Polled while pending; the answer the page shows the visitor is read once, when it is done.
  if (row.status === 'PENDING') return made;
  const booking = await findQueueWithBooking(deps.db, id);
  if (!booking) return made;
  const hosts = await repo.findAgentContacts(deps.db, booking.meeting.agentIds);
  return {
    ...made,
    meetingStatus: booking.attendee
      ? seatWireStatus(seatFactsOf(booking.meeting, booking.attendee))
      : booking.meeting.status,
    hosts: hosts.map((h) => ({ firstName: h.firstName, lastName: h.lastName })),
  };
}
