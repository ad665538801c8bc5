import { formatWhen } from '@kairos/core/dates/format';
import { translatorFor } from '@kairos/core/i18n/server-translators';
import { composeLines, composeWithTemplate } from '@kairos/core/notifications/compose';
import { type PlanInput, planNotifications } from '@kairos/core/notifications/plan-notifications';
import type { DbOrTx } from '@kairos/db/client';
import type { Deps } from '../../deps.ts';
import { templateValues } from '../bookings/template-values.ts';
import { sendMail } from '../mail/service.ts';
import { sendWhatsapp } from '../whatsapp/service.ts';
import { type LetterContext, loadLetterContext, replyToOf } from './letters.ts';
import * as repo from './repo.ts';

export interface PlanTarget {
  meeting: Pick<repo.MeetingRow, 'id' | 'appId' | 'startAt' | 'endAt'>;
  attendeeIds: readonly string[];
  notifications: PlanInput['notifications'];
  now: Date;
  /** Let a cancelled row of the same moment wait again (callers that hold the meeting's lock). */
  revive?: boolean;
  /** When the attendee booked: also plan the WhatsApp booking notice, due then. */
  bookedAt?: Date;
}

/** Writes the reminder and follow-up rows of these attendees; the caller schedules their jobs. */
export async function planReminders(db: DbOrTx, target: PlanTarget): Promise<repo.PlannedRow[]> {
  return repo.insertNotifications(db, plannedRows(target), { revive: target.revive ?? false });
}

/**
 * Writes one attendee's rows in one statement, only while the attendee and the meeting are as
 * given (active, at this time); a reschedule or cancel meanwhile either came first (nothing is
 * written) or waits for this statement and then cancels these rows. Returns how many rows the
 * event wants and those written; the caller schedules their jobs.
 */
export async function planRemindersWhileCurrent(
  db: DbOrTx,
  target: Omit<PlanTarget, 'attendeeIds' | 'revive'> & { attendeeId: string },
): Promise<{ wanted: number; planned: repo.PlannedRow[] }> {
  const rows = plannedRows({ ...target, attendeeIds: [target.attendeeId] });
  const planned = await repo.insertNotificationsWhileCurrent(db, rows, {
    attendeeId: target.attendeeId,
    meetingId: target.meeting.id,
    startAt: target.meeting.startAt,
    endAt: target.meeting.endAt,
  });
  return { wanted: rows.length, planned };
}

function plannedRows(target: PlanTarget): repo.NewNotification[] {
  const moments = planNotifications({
    notifications: target.notifications,
    start: target.meeting.startAt,
    end: target.meeting.endAt,
    now: target.now,
    ...(target.bookedAt ? { bookedAt: target.bookedAt } : {}),
  });
  return target.attendeeIds.flatMap((attendeeId) =>
    moments.map((m) => ({
      appId: target.meeting.appId,
      meetingId: target.meeting.id,
      attendeeId,
      kind: m.kind,
      channel: m.channel,
      offsetMinutes: m.offsetMinutes,
      dueAt: m.dueAt,
    })),
  );
}

export type SendOutcome = 'sent' | 'not-claimed' | 'dropped';

/**
 * Sends one due reminder or follow-up, once: the row is claimed first (only one worker wins), and
 * given back if the email fails. A row whose meeting moved, was cancelled or lost this attendee
 * since it was planned is dropped instead. A claim whose worker died before completing it runs
 * out after its lease and the row is sent by the next sweep (an email under the same outbox
 * key, so at most the one the dead worker already handed over).
 */
export async function sendDueNotification(deps: Deps, id: string): Promise<SendOutcome> {
  const now = deps.now();
  const row = await repo.claimNotification(deps.db, id, now);
  if (!row) return 'not-claimed';
  const outcome = await deliver(deps, row, now);
  if (outcome === 'sent') await repo.completeNotification(deps.db, id);
  return outcome;
}

async function deliver(deps: Deps, row: repo.NotificationRow, now: Date): Promise<SendOutcome> {
  const { id } = row;
  try {
    const ctx = row.attendeeId ? await loadLetterContext(deps, row.meetingId, row.attendeeId) : undefined;
    const stale = staleReason(row, ctx);
    if (stale || !ctx) {
      await repo.dropNotification(deps.db, id, now, stale ?? 'meeting or attendee missing');
      return 'dropped';
    }
    if (row.channel === 'WHATSAPP') return await deliverWhatsapp(deps, row, ctx, now);
    const letter = buildLetter(ctx, row);
    await sendMail(
      deps,
      {
        appId: row.appId,
        to: [ctx.attendee.emailId, ...(row.kind === 'REMINDER' ? ctx.attendee.guests : [])],
        replyTo: replyToOf(ctx),
        subject: letter.subject,
        text: letter.text,
        html: letter.html,
        kind: row.kind,
        meetingId: row.meetingId,
        dedupeKey: `notification:${row.id}`,
      },
      ctx.workspace.name,
    );
    return 'sent';
  } catch (error) {
    await repo.releaseNotification(deps.db, id, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/**
 * A WhatsApp message: sent, or dropped with its reason when it can never go (no channel, no
 * number, a refusal the API would repeat), or given back to be retried when the API may recover.
 */
async function deliverWhatsapp(
  deps: Deps,
  row: repo.NotificationRow,
  ctx: LetterContext,
  now: Date,
): Promise<SendOutcome> {
  const outcome = await sendWhatsapp(deps, {
    appId: row.appId,
    kind: row.kind,
    notifications: ctx.event.notifications,
    questions: ctx.event.questions,
    attendee: ctx.attendee,
    values: (locale) => templateValues(ctx, ctx.attendee.timezone, locale),
  });
  if (outcome.ok) return 'sent';
  if ('skipped' in outcome || outcome.permanent) {
    await repo.dropNotification(
      deps.db,
      row.id,
      now,
      'skipped' in outcome ? outcome.skipped : outcome.message,
    );
    return 'dropped';
  }
  throw new Error(outcome.message);
}

function staleReason(row: repo.NotificationRow, ctx: LetterContext | undefined): string | undefined {
  if (!ctx) return 'meeting or attendee missing';
  const { meeting, attendee } = ctx;
  if (meeting.status !== 'ACTIVE') return `meeting is ${meeting.status}`;
  if (attendee.status !== 'ACTIVE' || attendee.meetingId !== meeting.id) return 'attendee left the meeting';
  if (row.kind === 'NOTIFICATION') return undefined;
  const expected =
    row.kind === 'REMINDER'
      ? meeting.startAt.getTime() - row.offsetMinutes * 60_000
      : meeting.endAt.getTime() + row.offsetMinutes * 60_000;
  return expected === row.dueAt.getTime() ? undefined : 'meeting moved';
}

/** The attendee's (and a reminder's guests') letter, in the language the attendee booked in. */
function buildLetter(ctx: LetterContext, row: repo.NotificationRow) {
  const timezone = ctx.attendee.timezone;
  const language = ctx.attendee.language ?? 'en';
  const t = translatorFor(language);
  const when = formatWhen(ctx.meeting.startAt, timezone, language);
  const values = templateValues(ctx, timezone);
  const named = { eventName: ctx.eventName, hostName: ctx.hostName };
  if (row.kind === 'REMINDER') {
    const builtIn = composeLines(t('email.reminderSubject', { ...named, when }), [
      t('email.greeting', { name: ctx.attendee.fullName }),
      '',
      t('email.reminder', named),
      '',
      t('email.when', { when }),
      t('email.duration', { minutes: ctx.meeting.duration }),
      ...(ctx.location ? [t('email.where', { place: ctx.location })] : []),
      '',
      t('email.reschedule', { url: ctx.links.reschedule }),
      t('email.cancel', { url: ctx.links.cancel }),
    ]);
    return composeWithTemplate(ctx.event.notifications.emailReminder, values, builtIn);
  }
  const builtIn = composeLines(t('email.followUpSubject', named), [
    t('email.greeting', { name: ctx.attendee.fullName }),
    '',
    t('email.followUp', named),
    '',
    t('email.bookAgain', { url: ctx.links.bookAgain }),
  ]);
  return composeWithTemplate(ctx.event.notifications.emailFollowUp, values, builtIn);
}
