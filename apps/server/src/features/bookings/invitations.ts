import { PROJECTIONS } from '@kairos/core/bookings/lifecycle';
import { formatWhen } from '@kairos/core/dates/format';
import type { MessageKey } from '@kairos/core/i18n/catalogues/en';
import { translatorFor } from '@kairos/core/i18n/server-translators';
import type { Translate } from '@kairos/core/i18n/translate';
import { bookingLetterOf, composeLines, composeWithTemplate } from '@kairos/core/notifications/compose';
import { formatMinorUnits } from '@kairos/core/payments/currency';
import type { Deps } from '../../deps.ts';
import { buildInvite } from '../mail/ics.ts';
import { type OutgoingMail, sendMails } from '../mail/service.ts';
import { type EventForSlots, loadEventForSlots } from '../public-events/service.ts';
import { meetingEntry, meetingPlace, passcodeLine } from './meeting-entry.ts';
import * as repo from './repo.ts';
import { seatOf } from './seat.ts';
import { templateValues } from './template-values.ts';

interface Letter {
  to: string;
  key: string;
  timezone: string;
  greeting: string;
  intro: string;
  /** The reader's language: the attendee's for them and their guests; hosts read English. */
  language: string;
  t: Translate;
  links: boolean;
  /** The attendee's answers (the hosts' letters). */
  answers?: boolean;
}

/** The attendee's answers as letter lines: "Question: answer", and the names of attached files. */
export function answerLines(answers: ReadonlyArray<Record<string, unknown>>): string[] {
  const lines: string[] = [];
  for (const a of answers) {
    const question = typeof a.question === 'string' && a.question ? a.question : String(a.questionId ?? '');
    const other = typeof a.otherAnswer === 'string' && a.otherAnswer ? ` (${a.otherAnswer})` : '';
    const files = Array.isArray(a.attachments)
      ? a.attachments
          .map((f) => (f && typeof f === 'object' && 'name' in f ? String(f.name) : ''))
          .filter(Boolean)
      : [];
    const answer = typeof a.answer === 'string' ? a.answer : '';
    if (!answer && files.length === 0) continue;
    lines.push(
      `${question}: ${[answer + other, ...files.map((f) => `file “${f}” (in the booking, in your dashboard)`)].filter(Boolean).join('; ')}`,
    );
  }
  return lines;
}

/**
 * The invitation emails of one booking: the attendee, each guest and each host get one, with an
 * iCalendar invitation once the meeting is confirmed. Each has a dedupe key, so a retried job
 * sends only what did not go out yet.
 */
export async function sendInvitations(
  deps: Deps,
  queue: repo.QueueRow,
  read?: { meeting: repo.MeetingRow; attendee: repo.AttendeeRow; source?: Promise<EventForSlots> },
): Promise<{ meeting: repo.MeetingRow; attendee: repo.AttendeeRow; event: EventForSlots['event'] }> {
  const [meeting, attendee] = read
    ? [read.meeting, read.attendee]
    : await Promise.all([
        repo.findMeeting(deps.db, queue.meetingId),
        repo.findAttendee(deps.db, queue.attendeeId),
      ]);
  if (!meeting || !attendee) throw new Error(`booking ${queue.id} lost its meeting or attendee`);
  const [{ event }, hosts, workspaceName] = await Promise.all([
    read?.source ?? loadEventForSlots(deps, meeting.eventId),
    repo.findAgentContacts(deps.db, meeting.agentIds),
    repo.findWorkspaceName(deps.db, meeting.appId),
  ]);
  const organizer = hosts.find((h) => h.id === meeting.organizerId) ?? hosts[0];
  if (!organizer) throw new Error(`meeting ${meeting.id} has no host`);
  const hostName = `${organizer.firstName} ${organizer.lastName}`.trim();
  // This attendee's seat, not the meeting: in a group meeting that stands, a seat whose bank
  // transfer is not verified yet is still waiting for its payment.
  const seat = seatOf(meeting, attendee, deps.now());
  const rejected = queue.kind === 'REJECTED';
  const told = rejected ? PROJECTIONS.REJECTED : seat.state === 'RESCHEDULED' ? PROJECTIONS.CONFIRMED : seat;
  const confirmed = told.ics?.method === 'REQUEST';
  const reason = typeof meeting.cancellation?.reason === 'string' ? meeting.cancellation.reason : '';
  const name = meeting.modifiedEventName ?? event.name;
  const location = meetingPlace(meeting);
  const base = deps.config.publicUrl;
  const payment = paymentLine(attendee.payment);
  // The attendee's and guests' copy is in the language they booked in; the hosts' in English.
  const icsIn = (language: string | null) =>
    confirmed && !rejected
      ? {
          method: 'REQUEST' as const,
          content: buildInvite({
            method: 'REQUEST',
            ...meetingEntry({
              meeting,
              eventName: name,
              description: event.description,
              organizer,
              hosts,
              attendees: [attendee],
              audience: 'attendee',
              stamp: deps.now(),
              fallbackUrl: `${base}/reschedule/${attendee.id}/`,
              language,
            }),
          }),
        }
      : undefined;
  const hostIcs = icsIn('en');
  // Built again only when the attendee reads another language: an English copy is the hosts'.
  const visitorIcs = (attendee.language ?? 'en') === 'en' ? hostIcs : icsIn(attendee.language);

  // The attendee and their guests read the language the attendee booked in.
  const language = attendee.language ?? 'en';
  const tv = translatorFor(language);
  const named = { eventName: name, hostName, attendeeName: attendee.fullName };
  const visitorIntro = rejected
    ? reason
      ? tv('email.rejectedReason', { ...named, reason })
      : tv('email.rejected', named)
    : confirmed
      ? tv('email.booked', named)
      : seat.state === 'AWAITING_PAYMENT'
        ? tv('email.awaitingPayment', named)
        : tv('email.awaitingConfirmation', named);
  const english = translatorFor('en');
  const hostIntro = confirmed
    ? `${attendee.fullName} (${attendee.emailId}) booked “${name}”.`
    : seat.state === 'AWAITING_PAYMENT'
      ? `${attendee.fullName} (${attendee.emailId}) booked “${name}” and pays as you arranged. Mark the payment received in your dashboard: ${base}/app/transactions`
      : `${attendee.fullName} (${attendee.emailId}) asked for “${name}”. Confirm or reject it in your dashboard: ${base}/app/calendar`;
  const everyone: Letter[] = [
    {
      to: attendee.emailId,
      key: 'attendee',
      timezone: attendee.timezone,
      greeting: attendee.fullName,
      intro: visitorIntro,
      language,
      t: tv,
      links: true,
    },
    ...attendee.guests.map((g) => ({
      to: g,
      key: `guest:${g}`,
      timezone: attendee.timezone,
      greeting: g,
      intro: rejected ? tv('email.guestRejected', named) : tv('email.guestInvited', named),
      language,
      t: tv,
      links: false,
    })),
    ...hosts.map((h) => ({
      to: h.emailId,
      key: `host:${h.id}`,
      timezone: h.timezone,
      greeting: h.firstName,
      intro: hostIntro,
      language: 'en',
      t: english,
      links: false,
      answers: true,
    })),
  ];
  // The event's own letter (calendar invitation or email, as its notifications say) tells the
  // attendee and guests of a confirmed booking; switched off, they get none and the hosts are
  // still told. Pending, awaiting and rejected bookings are told in the built-in words.
  const own = confirmed && !rejected ? bookingLetterOf(event.notifications) : undefined;
  const isHost = (l: Letter) => l.key.startsWith('host:');
  const addressed = everyone.filter((l) => isHost(l) || !own || own.template.enable);
  // A decision on a pending booking concerns the attendee and guests; the host made it.
  const letters = queue.kind === 'BOOKED' ? addressed : addressed.filter((l) => !isHost(l));
  const facts = {
    meeting,
    attendee,
    event,
    organizer,
    hostName,
    eventName: name,
    location,
    workspace: { name: workspaceName ?? '' },
    links: {
      reschedule: `${base}/reschedule/${attendee.id}/`,
      cancel: `${base}/cancellation/${attendee.id}/`,
    },
  };
  const subjectPrefix = told.email?.subject ?? PROJECTIONS.CONFIRMED.email?.subject;
  const answers = answerLines(attendee.answers);
  const mails = letters.map((letter): OutgoingMail => {
    const { t } = letter;
    const when = formatWhen(meeting.startAt, letter.timezone, letter.language);
    const lines = [
      t('email.greeting', { name: letter.greeting }),
      '',
      letter.intro,
      '',
      t('email.when', { when }),
      t('email.duration', { minutes: meeting.duration }),
      ...(location ? [t('email.where', { place: location })] : []),
      ...passcodeLine(meeting),
      ...(payment ? [t('email.payment', { payment })] : []),
      ...(letter.answers && answers.length > 0 ? ['', ...answers] : []),
      ...(letter.links
        ? [
            '',
            t('email.reschedule', { url: `${base}/reschedule/${attendee.id}/` }),
            t('email.cancel', { url: `${base}/cancellation/${attendee.id}/` }),
          ]
        : []),
    ];
    const status = subjectPrefix && SUBJECT_KEYS[subjectPrefix];
    const subject = t('email.subject', {
      status: status ? t(status) : (subjectPrefix ?? ''),
      eventName: name,
      hostName,
      when,
    });
    const builtIn = composeLines(subject, lines);
    const written =
      own && !isHost(letter)
        ? composeWithTemplate(own.template, templateValues(facts, letter.timezone), builtIn)
        : builtIn;
    return {
      appId: meeting.appId,
      to: [letter.to],
      replyTo: event.notifications.replyAddress === 'AGENT_ADDRESS' ? organizer.emailId : undefined,
      subject: written.subject,
      text: written.text,
      html: written.html,
      ics: isHost(letter) ? hostIcs : visitorIcs && own ? { ...visitorIcs, as: own.ics } : visitorIcs,
      kind: told.email?.kind ?? 'INVITATION',
      meetingId: meeting.id,
      dedupeKey: `${queue.id}:${letter.key}`,
    };
  });
  await sendMails(deps, mails, hostName);
  // What was read, for the reminders planned next in the same job.
  return { meeting, attendee, event };
}

/** The subject's first word for each booking state, in the catalogue. */
const SUBJECT_KEYS: Record<string, MessageKey> = {
  Confirmed: 'email.status.confirmed',
  'Awaiting payment': 'email.status.awaitingPayment',
  'Awaiting confirmation': 'email.status.awaitingConfirmation',
  Declined: 'email.status.declined',
};

const PAYMENT_STATES: Record<string, string> = {
  PAID: 'paid',
  PENDING: 'to be paid',
  AWAITING_VERIFICATION: 'being checked by the host',
  REFUNDED: 'refunded',
  REJECTED: 'not accepted',
};

/** "€25.00 (UPI), being checked by the host": the attendee's recorded payment, if any. */
function paymentLine(payment: Record<string, unknown> | null): string | undefined {
  if (!payment || typeof payment.amount !== 'number') return undefined;
  const currency = typeof payment.currencyCode === 'string' ? payment.currencyCode : 'USD';
  const state = PAYMENT_STATES[String(payment.status)] ?? String(payment.status ?? '').toLowerCase();
  const method = String(payment.method ?? '')
    .replaceAll('_', ' ')
    .toLowerCase();
  return `${formatMinorUnits(payment.amount, currency)} (${method}), ${state}`;
}
