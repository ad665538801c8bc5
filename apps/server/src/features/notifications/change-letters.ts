import { formatWhen } from '@kairos/core/dates/format';
import { translatorFor } from '@kairos/core/i18n/server-translators';
import type { Translate } from '@kairos/core/i18n/translate';
import {
  bookingLetterOf,
  type Composed,
  composeLines,
  composeWithTemplate,
} from '@kairos/core/notifications/compose';
import { escapeHtml } from '@kairos/core/notifications/render-template';
import type { Deps } from '../../deps.ts';
import { meetingEntry, passcodeLine } from '../bookings/meeting-entry.ts';
import type { QueueRow } from '../bookings/repo.ts';
import { templateValues } from '../bookings/template-values.ts';
import { buildInvite } from '../mail/ics.ts';
import { type OutgoingMail, sendMails } from '../mail/service.ts';
import { type LetterContext, loadLetterContext, replyToOf, whenFor } from './letters.ts';

export const CHANGE_KINDS = ['RESCHEDULED', 'CANCELLED', 'RESCHEDULE_REQUEST'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export function isChangeKind(kind: string): kind is ChangeKind {
  return (CHANGE_KINDS as readonly string[]).includes(kind);
}

interface Recipient {
  to: string;
  key: string;
  timezone: string;
  greeting: string;
  role: 'attendee' | 'guest' | 'host';
}

/**
 * The emails of a reschedule or cancellation, to the attendee, their guests and the hosts, each
 * with the meeting's calendar entry updated in place: the same UID with a higher SEQUENCE, as a
 * REQUEST (moved) or a CANCEL. Each has a dedupe key, so a retried job sends only what is left.
 */
export async function sendChangeLetters(deps: Deps, queue: QueueRow, kind: ChangeKind): Promise<void> {
  const ctx = await loadLetterContext(deps, queue.meetingId, queue.attendeeId);
  if (!ctx) throw new Error(`change ${queue.id} lost its meeting, attendee or host`);
  const { meeting, attendee } = ctx;
  const cancelled = kind !== 'RESCHEDULED';
  // The attendee's and guests' copy is in the language they booked in; the hosts' in English.
  const icsIn = (language: string | null) => ({
    method: cancelled ? ('CANCEL' as const) : ('REQUEST' as const),
    content: buildInvite({
      method: cancelled ? 'CANCEL' : 'REQUEST',
      ...meetingEntry({
        meeting,
        eventName: ctx.eventName,
        description: ctx.event.description,
        organizer: ctx.organizer,
        hosts: ctx.hosts,
        attendees: [attendee],
        audience: 'attendee',
        stamp: deps.now(),
        fallbackUrl: cancelled ? undefined : ctx.links.reschedule,
        language,
      }),
    }),
  });
  const hostIcs = icsIn('en');
  // Built again only when the attendee reads another language: an English copy is the hosts'.
  const visitorIcs = (attendee.language ?? 'en') === 'en' ? hostIcs : icsIn(attendee.language);
  // A move is told in the event's own booking letter (calendar invitation or email), as the booking was.
  const booked = bookingLetterOf(ctx.event.notifications);
  const template = cancelled ? ctx.event.notifications.emailCancellation : booked.template;
  const recipients: Recipient[] = [
    {
      to: attendee.emailId,
      key: 'attendee',
      timezone: attendee.timezone,
      greeting: attendee.fullName,
      role: 'attendee',
    },
    ...attendee.guests.map((g) => ({
      to: g,
      key: `guest:${g}`,
      timezone: attendee.timezone,
      greeting: g,
      role: 'guest' as const,
    })),
    ...ctx.hosts.map((h) => ({
      to: h.emailId,
      key: `host:${h.id}`,
      timezone: h.timezone,
      greeting: h.firstName,
      role: 'host' as const,
    })),
  ];
  // A switched-off cancellation email keeps attendees and guests out of it; hosts are still told.
  const sendTo = recipients.filter((r) => r.role === 'host' || !cancelled || template.enable);
  const mails = sendTo.map((r): OutgoingMail => {
    const builtIn = builtInLetter(ctx, kind, r);
    const letter =
      r.role === 'host' ? builtIn : composeWithTemplate(template, templateValues(ctx, r.timezone), builtIn);
    if (
      kind === 'RESCHEDULE_REQUEST' &&
      r.role === 'attendee' &&
      !letter.text.includes(ctx.links.bookAgain)
    ) {
      // A custom cancellation text still needs the link the host asked us to send.
      const line = translatorFor(attendee.language)('email.pickNewTimeLine', { url: ctx.links.bookAgain });
      letter.text += `\n\n${line}`;
      letter.html += `<p>${escapeHtml(line)}</p>`;
    }
    return {
      appId: meeting.appId,
      to: [r.to],
      replyTo: replyToOf(ctx),
      subject: letter.subject,
      text: letter.text,
      html: letter.html,
      ics: r.role === 'host' ? hostIcs : { ...visitorIcs, as: booked.ics },
      kind,
      meetingId: meeting.id,
      dedupeKey: `${queue.id}:${r.key}`,
    };
  });
  await sendMails(deps, mails, ctx.workspace.name);
}

/** The built-in letter: the attendee's and guests' in their language, the hosts' in English. */
function builtInLetter(ctx: LetterContext, kind: ChangeKind, r: Recipient): Composed {
  return r.role === 'host' ? hostLetter(ctx, kind, r) : visitorLetter(ctx, kind, r);
}

function hostLetter(ctx: LetterContext, kind: ChangeKind, r: Recipient): Composed {
  const { meeting, attendee } = ctx;
  const when = whenFor(ctx, r.timezone);
  const record = (kind === 'RESCHEDULED' ? meeting.reschedule : meeting.cancellation) ?? {};
  const reason = typeof record.reason === 'string' && record.reason ? record.reason : '';
  const byHost = typeof record.byUserId === 'string';
  const detail = [
    `When: ${when}`,
    `Duration: ${meeting.duration} minutes`,
    ...(ctx.location ? [`Where: ${ctx.location}`] : []),
    ...(kind === 'RESCHEDULED' ? passcodeLine(meeting) : []),
    ...(reason ? [`Reason: ${reason}`] : []),
  ];
  if (kind === 'RESCHEDULED') {
    const prev = typeof meeting.prevMeet?.time === 'string' ? new Date(meeting.prevMeet.time) : undefined;
    const intro = `${attendee.fullName} (${attendee.emailId}) ${byHost ? 'now meets you' : 'moved their booking of'} “${ctx.eventName}” at a new time.`;
    return composeLines(`Rescheduled: ${ctx.eventName} with ${ctx.hostName} on ${when}`, [
      `Hi ${r.greeting},`,
      '',
      intro,
      '',
      ...detail,
      ...(prev && prev.getTime() !== meeting.startAt.getTime()
        ? [`Was: ${whenFor({ ...ctx, meeting: { ...meeting, startAt: prev } }, r.timezone)}`]
        : []),
    ]);
  }
  return composeLines(`Cancelled: ${ctx.eventName} with ${ctx.hostName} on ${when}`, [
    `Hi ${r.greeting},`,
    '',
    `“${ctx.eventName}” with ${attendee.fullName} (${attendee.emailId}) is cancelled.`,
    '',
    ...detail,
  ]);
}

/**
 * The attendee's and guests' letter of a move or cancellation, in the language the attendee booked
 * in (`attendees.language`; English for older bookings), dates included.
 */
function visitorLetter(ctx: LetterContext, kind: ChangeKind, r: Recipient): Composed {
  const { meeting, attendee } = ctx;
  const language = attendee.language ?? 'en';
  const t: Translate = translatorFor(language);
  const when = formatWhen(meeting.startAt, r.timezone, language);
  const record = (kind === 'RESCHEDULED' ? meeting.reschedule : meeting.cancellation) ?? {};
  const reason = typeof record.reason === 'string' && record.reason ? record.reason : '';
  const byHost = typeof record.byUserId === 'string';
  const isAttendee = r.role === 'attendee';
  const named = { eventName: ctx.eventName, hostName: ctx.hostName, attendeeName: attendee.fullName };
  const detail = [
    t('email.when', { when }),
    t('email.duration', { minutes: meeting.duration }),
    ...(ctx.location ? [t('email.where', { place: ctx.location })] : []),
    ...(kind === 'RESCHEDULED' ? passcodeLine(meeting) : []),
    ...(reason ? [t('email.reason', { reason })] : []),
  ];
  const subject = (status: string) =>
    t('email.subject', { status, eventName: ctx.eventName, hostName: ctx.hostName, when });
  if (kind === 'RESCHEDULED') {
    const prev = typeof meeting.prevMeet?.time === 'string' ? new Date(meeting.prevMeet.time) : undefined;
    return composeLines(subject(t('email.status.rescheduled')), [
      t('email.greeting', { name: r.greeting }),
      '',
      isAttendee ? t('email.moved', named) : t('email.guestMoved', named),
      '',
      ...detail,
      ...(prev && prev.getTime() !== meeting.startAt.getTime()
        ? [t('email.was', { when: formatWhen(prev, r.timezone, language) })]
        : []),
      ...(isAttendee
        ? [
            '',
            t('email.reschedule', { url: ctx.links.reschedule }),
            t('email.cancel', { url: ctx.links.cancel }),
          ]
        : []),
    ]);
  }
  const intro = isAttendee
    ? t(byHost ? 'email.cancelledByHost' : 'email.cancelled', named)
    : t(byHost ? 'email.guestCancelledByHost' : 'email.guestCancelled', named);
  const again =
    kind === 'RESCHEDULE_REQUEST' && isAttendee
      ? ['', t('email.pickNewTime', { hostName: ctx.hostName, url: ctx.links.bookAgain })]
      : [];
  return composeLines(subject(t('email.status.cancelled')), [
    t('email.greeting', { name: r.greeting }),
    '',
    intro,
    '',
    ...detail,
    ...again,
  ]);
}
