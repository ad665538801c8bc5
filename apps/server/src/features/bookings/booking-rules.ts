import type { Answer, BookBody } from '@kairos/core/bookings/book-schema';
import { AppError, type AppErrorCode } from '@kairos/core/errors';
import { needsHostConfirmation } from '@kairos/core/events/booking-confirmation';
import type { Event } from '@kairos/core/events/event-schema';
import { validateAnswers } from '@kairos/core/questions/validate-answers';
import type { SlotRejection } from '@kairos/core/slots/types';

/** Why a slot was refused at booking time, as the code and message the visitor sees. */
export function slotRefusal(reason: SlotRejection): AppError {
  const refusals: Record<SlotRejection, [AppErrorCode, string | undefined]> = {
    busy: ['SLOT_IS_NOT_AVAILABLE', undefined],
    full: ['SLOT_IS_NOT_AVAILABLE', undefined],
    outside_availability: ['SLOT_IS_NOT_AVAILABLE', undefined],
    too_soon: ['NOTICE_TOO_SHORT', undefined],
    outside_window: ['OUTSIDE_BOOKING_WINDOW', undefined],
    daily_limit: ['DAILY_LIMIT_REACHED', undefined],
    event_limit: ['EVENT_LIMIT_REACHED', undefined],
  };
  const [code, message] = refusals[reason];
  return new AppError(code, message);
}

/** Whether this booking waits for the host (see `needsHostConfirmation`). */
export function needsConfirmation(event: Event, start: Date, now: Date, paidOnline: boolean): boolean {
  return needsHostConfirmation(event.bookingConfirmation, {
    startMs: start.getTime(),
    nowMs: now.getTime(),
    paidOnline,
  });
}

/** Guests, terms and meeting mode: the booking's own rules, checked before any slot work. */
export function checkBookingDetails(event: Event, body: BookBody): { mode: Record<string, unknown> | null } {
  const guests = body.attendee.guests;
  if (guests.length > 0 && !event.allowAttendeesToAddGuests) {
    throw new AppError('GUESTS_NOT_ALLOWED');
  }
  if (guests.length > event.guestLimit && event.allowAttendeesToAddGuests) {
    throw new AppError(
      'GUEST_LIMIT_EXCEEDED',
      `You can add at most ${event.guestLimit} guest${event.guestLimit === 1 ? '' : 's'}`,
    );
  }
  if (new Set(guests).size !== guests.length || guests.includes(body.attendee.emailId)) {
    throw new AppError(
      'VALIDATION_ERROR',
      'Each guest must be a different address from yours and each other’s',
      {
        issues: [{ path: 'attendee.guests', message: 'Remove the repeated address' }],
      },
    );
  }
  const terms = event.termsAndCondition;
  if (terms.enable && terms.required && body.termsAccepted !== true) {
    throw new AppError('VALIDATION_ERROR', 'Please accept the terms and conditions', {
      issues: [{ path: 'termsAccepted', message: 'Required' }],
    });
  }
  return { mode: chooseMode(event, body) };
}

function chooseMode(event: Event, body: BookBody): Record<string, unknown> | null {
  const modes = event.modes;
  if (modes.length === 0) return null;
  const asked = body.mode;
  const offered = asked ? modes.find((m) => m.key === asked.key) : modes.length === 1 ? modes[0] : undefined;
  if (!offered) {
    throw new AppError('VALIDATION_ERROR', 'Please select location', {
      issues: [{ path: 'mode', message: 'Please select location' }],
    });
  }
  const needsVisitorValue = offered.key === 'ASK_INVITEE' || offered.key === 'PHONE_NUMBER';
  const value = needsVisitorValue ? asked?.value?.trim() : offered.value;
  if (needsVisitorValue && !value) {
    throw new AppError('VALIDATION_ERROR', 'Required', {
      issues: [{ path: 'mode.value', message: 'Required' }],
    });
  }
  return { key: offered.key, ...(value ? { value } : {}), ...(offered.note ? { note: offered.note } : {}) };
}

/**
 * The answers to store and check: the visitor's, plus the name and email questions filled from
 * the attendee's own fields (every event asks both; the booking body carries them apart).
 */
export function answersWithIdentity(event: Event, body: BookBody): Answer[] {
  const given = new Set(body.attendee.answers.map((a) => a.questionId));
  const identity: Answer[] = [];
  for (const q of event.questions) {
    if (given.has(q.questionId)) continue;
    if (q.name === 'fullName' || (q.type === 'NAME' && q.questionId === 'name')) {
      identity.push({
        questionId: q.questionId,
        question: q.content,
        answer: body.attendee.fullName,
        type: q.type,
      });
    } else if (
      q.name === 'emailId' ||
      ((q.type === 'EMAIL_ID' || q.type === 'EMAILID') && q.questionId === 'emailId')
    ) {
      identity.push({
        questionId: q.questionId,
        question: q.content,
        answer: body.attendee.emailId,
        type: q.type,
      });
    }
  }
  return [...identity, ...body.attendee.answers];
}

/** The event's questions, checked with the same rules the booking page runs. */
export function checkAnswers(event: Event, answers: Answer[], now: Date, timezone: string): void {
  const issues = validateAnswers({ questions: event.questions, answers, now, timezone, mode: 'booking' }).map(
    (i) => ({
      path: `attendee.${i.path}`,
      message: i.message,
    }),
  );
  const first = issues[0];
  if (first) throw new AppError('VALIDATION_ERROR', first.message, { issues });
}
