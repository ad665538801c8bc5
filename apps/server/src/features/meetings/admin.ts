import { randomUUID } from 'node:crypto';
import type { Role } from '@kairos/core/accounts/schemas';
import { mayMarkNoShow } from '@kairos/core/bookings/lifecycle';
import { PERMISSION_ACTIONS } from '@kairos/core/constants';
import { toCsv } from '@kairos/core/csv';
import { AppError } from '@kairos/core/errors';
import { isUuid } from '@kairos/core/ids';
import {
  MEETING_COUNT_CAP,
  MEETING_EXPORT_MAX,
  type MeetingDetail,
  type MeetingExportBody,
  type MeetingExportResponse,
  type MeetingFilters,
  type MeetingListBody,
  type MeetingListResponse,
  type MeetingNote,
  type MeetingNoteBody,
  type MeetingNotesResponse,
  type MeetingUpdateBody,
} from '@kairos/core/meetings/admin-schema';
import { exportFileName, meetingExportRows } from '@kairos/core/meetings/csv';
import { formatMinorUnits } from '@kairos/core/payments/currency';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import { meetingPlace } from '../bookings/meeting-entry.ts';
import { seatOf } from '../bookings/seat.ts';
import { recordChange } from '../lifecycle/changes.ts';
import { sendBookingEvents } from '../lifecycle/jobs.ts';
import { recordBookingEvent } from '../lifecycle/repo.ts';
import { toMeetingDetail, toMeetingSummary } from './dto.ts';
import * as repo from './repo.ts';
import { assertCanEdit } from './service.ts';

/**
 * Who sees which meetings (docs/decisions/0011-meeting-visibility.md): a super-admin role, or a
 * role with every calendar action (view, create, edit and delete), sees all of the workspace's;
 * anyone else sees the meetings they organize or host and those of events they co-host.
 */
export function seesWholeWorkspace(role: Role): boolean {
  if (role.isSuperAdminRole) return true;
  const calendar = role.permissions.calendar ?? [];
  return PERMISSION_ACTIONS.every((action) => calendar.includes(action));
}

export function canEdit(
  auth: AuthContext,
  meeting: Pick<repo.MeetingRow, 'organizerId' | 'agentIds'>,
): boolean {
  return (
    auth.role.isSuperAdminRole ||
    meeting.organizerId === auth.agentId ||
    meeting.agentIds.includes(auth.agentId)
  );
}

/** The caller's sight over the workspace's meetings, as list queries take it. */
export async function scopeOf(deps: Deps, auth: AuthContext): Promise<repo.MeetingScope> {
  if (seesWholeWorkspace(auth.role)) return { kind: 'workspace' };
  return {
    kind: 'agent',
    agentId: auth.agentId,
    coHostedEventIds: await repo.findCoHostedEventIds(deps.db, auth.appId, auth.agentId),
  };
}

/** The meeting if the caller may see it; another workspace's, or one out of their sight, is 404. */
export async function visibleMeeting(
  deps: Deps,
  auth: AuthContext,
  meetingId: string,
): Promise<repo.MeetingRow> {
  const meeting = isUuid(meetingId)
    ? await repo.findMeetingInWorkspace(deps.db, auth.appId, meetingId)
    : undefined;
  if (!meeting) throw new AppError('NOT_FOUND', 'Booking not found');
  if (seesWholeWorkspace(auth.role) || canEdit(auth, meeting)) return meeting;
  const [event] = await repo.findEventsByIds(deps.db, [meeting.eventId]);
  if (event?.coHosts.includes(auth.agentId)) return meeting;
  throw new AppError('NOT_FOUND', 'Booking not found');
}

/** A meeting the caller may change: visible (else 404), and theirs to edit (else 403 CAN_NOT_EDIT_MEET). */
export async function editableMeeting(
  deps: Deps,
  auth: AuthContext,
  meetingId: string,
): Promise<repo.MeetingRow> {
  const meeting = await visibleMeeting(deps, auth, meetingId);
  assertCanEdit(auth, meeting);
  return meeting;
}

function parseDate(text: string | undefined): Date | undefined {
  return text === undefined ? undefined : new Date(text);
}

async function queryOf(deps: Deps, auth: AuthContext, filters: MeetingFilters): Promise<repo.MeetingQuery> {
  const unknownId = (id: string | undefined) => id !== undefined && id !== '' && !isUuid(id);
  if (unknownId(filters.eventId) || unknownId(filters.agentId)) {
    throw new AppError('VALIDATION_ERROR', 'Unknown event or host', {
      issues: [{ path: unknownId(filters.eventId) ? 'eventId' : 'agentId', message: 'Unknown id' }],
    });
  }
  const from = parseDate(filters.from);
  const to = parseDate(filters.to);
  if (from && to && from.getTime() > to.getTime()) {
    throw new AppError('VALIDATION_ERROR', 'The range ends before it starts', {
      issues: [{ path: 'to', message: 'Choose an end after the start' }],
    });
  }
  return {
    appId: auth.appId,
    scope: await scopeOf(deps, auth),
    now: deps.now(),
    status: filters.status,
    period: filters.period,
    from,
    to,
    eventId: filters.eventId || undefined,
    agentId: filters.agentId || undefined,
    search: filters.search || undefined,
    noShow: filters.noShow,
  };
}

interface Related {
  attendees: Map<string, repo.AttendeeRow[]>;
  events: Map<string, repo.MeetingEventRow>;
  agents: Map<string, repo.AgentNameRow>;
}

async function loadRelated(
  deps: Deps,
  rows: readonly repo.MeetingRow[],
  extraAgentIds: string[] = [],
): Promise<Related> {
  const meetingIds = rows.map((r) => r.id);
  const [attendeeRows, eventRows, agentRows] = await Promise.all([
    repo.findAttendeesOfMeetings(deps.db, meetingIds),
    repo.findEventsByIds(
      deps.db,
      rows.map((r) => r.eventId),
    ),
    repo.findAgentNames(deps.db, [...rows.flatMap((r) => [r.organizerId, ...r.agentIds]), ...extraAgentIds]),
  ]);
  const attendees = new Map<string, repo.AttendeeRow[]>();
  for (const a of attendeeRows) attendees.set(a.meetingId, [...(attendees.get(a.meetingId) ?? []), a]);
  return {
    attendees,
    events: new Map(eventRows.map((e) => [e.id, e])),
    agents: new Map(agentRows.map((a) => [a.id, a])),
  };
}

/**
 * `POST /meet/agent`: a page of the meetings the caller may see. The page is read with one row
 * more than asked (that row says whether it is the last); the total is counted up to
 * MEETING_COUNT_CAP only, so a big workspace is never counted in full on every page.
 */
export async function listMeetings(
  deps: Deps,
  auth: AuthContext,
  body: MeetingListBody,
): Promise<MeetingListResponse> {
  const pageNo = body?.pageNo ?? 1;
  const limit = body?.limit ?? 50;
  const query = await queryOf(deps, auth, body ?? {});
  const [rows, counted] = await Promise.all([
    repo.listMeetings(deps.db, query, { offset: (pageNo - 1) * limit, limit: limit + 1 }),
    repo.countMeetings(deps.db, query, MEETING_COUNT_CAP + 1),
  ]);
  const page = rows.slice(0, limit);
  const related = await loadRelated(deps, page);
  return {
    meetings: page.map((m) => toMeetingSummary(m, related, canEdit(auth, m), query.now)),
    pageNo,
    pageSize: limit,
    total: Math.min(counted, MEETING_COUNT_CAP),
    totalCapped: counted > MEETING_COUNT_CAP,
    last: rows.length <= limit,
  };
}

async function detailOf(deps: Deps, auth: AuthContext, meeting: repo.MeetingRow): Promise<MeetingDetail> {
  const noteAuthors = meeting.notes.map((n) => String(n.createdBy ?? ''));
  const related = await loadRelated(deps, [meeting], noteAuthors.filter(isUuid));
  return toMeetingDetail(meeting, related, canEdit(auth, meeting), deps.now());
}

/** `GET /meet/meet/{id}`. */
export async function getMeeting(deps: Deps, auth: AuthContext, id: string): Promise<MeetingDetail> {
  return detailOf(deps, auth, await visibleMeeting(deps, auth, id));
}

/** `PATCH /meet/agent/update`: location, mode note, the name shown for the event, no-show. */
export async function updateMeeting(
  deps: Deps,
  auth: AuthContext,
  body: MeetingUpdateBody,
): Promise<MeetingDetail> {
  const meeting = await editableMeeting(deps, auth, body.meetingId);
  // No one can have missed a meeting that has not begun.
  if (
    body.markAsNoShow &&
    !meeting.markAsNoShow &&
    !mayMarkNoShow(meeting.startAt.getTime(), deps.now().getTime())
  ) {
    throw new AppError('CONFLICT', 'This meeting has not started yet; mark a no-show once it has begun', {
      issues: [{ path: 'markAsNoShow', message: 'The meeting has not started yet' }],
    });
  }
  const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === '' ? null : v);
  const changes = {
    ...(body.location !== undefined ? { location: blankToNull(body.location) } : {}),
    ...(body.modeNote !== undefined ? { modeNote: blankToNull(body.modeNote) } : {}),
    ...(body.modifiedEventName !== undefined
      ? { modifiedEventName: blankToNull(body.modifiedEventName) }
      : {}),
    ...(body.markAsNoShow !== undefined ? { markAsNoShow: body.markAsNoShow } : {}),
  };
  if (Object.keys(changes).length > 0) {
    const queueIds = await deps.db.transaction(async (tx) => {
      await repo.updateMeeting(tx, meeting.id, { ...changes, updatedAt: deps.now() });
      if (!body.markAsNoShow || meeting.markAsNoShow) return [];
      await recordChange(deps, tx, meeting.appId, 'booking.no_show', { meetingId: meeting.id });
      // One event per attendee the host says missed it, as for every other step of the lifecycle.
      const written = [];
      for (const attendeeId of await repo.findActiveAttendeeIds(tx, meeting.id))
        written.push(
          await recordBookingEvent(tx, {
            appId: meeting.appId,
            meetingId: meeting.id,
            attendeeId,
            kind: 'NO_SHOW',
          }),
        );
      return written.map((queue) => queue.id);
    });
    await sendBookingEvents(deps, queueIds);
  }
  return getMeeting(deps, auth, meeting.id);
}

/** `POST /meet/agent/note/add-edit`: adds a note, or rewrites `noteId` (keeping its first date). */
export async function saveNote(
  deps: Deps,
  auth: AuthContext,
  body: MeetingNoteBody,
): Promise<MeetingNotesResponse> {
  const meeting = await editableMeeting(deps, auth, body.meetingId);
  const now = deps.now();
  const notes = await deps.db.transaction(async (tx) => {
    const current = await repo.findMeetingInWorkspace(tx, auth.appId, meeting.id, { forUpdate: true });
    if (!current) throw new AppError('NOT_FOUND', 'Booking not found');
    const list = [...current.notes];
    if (body.noteId) {
      const index = list.findIndex((n) => n._id === body.noteId);
      if (index < 0) throw new AppError('NOT_FOUND', 'Note not found');
      list[index] = {
        ...list[index],
        text: body.text,
        createdBy: auth.agentId,
        updatedAt: now.toISOString(),
      };
    } else {
      list.push({
        _id: randomUUID(),
        text: body.text,
        createdAt: now.toISOString(),
        createdBy: auth.agentId,
      });
    }
    await repo.updateMeeting(tx, current.id, { notes: list, updatedAt: now });
    return list;
  });
  const detail = await detailOf(deps, auth, { ...meeting, notes });
  return { meetingId: meeting.id, notes: detail.notes satisfies MeetingNote[] };
}

/**
 * `POST /meet/agent/export`: the filtered list (up to MEETING_EXPORT_MAX meetings) as CSV, one row
 * per attendee, times in the caller's zone and in ISO.
 */
export async function exportMeetings(
  deps: Deps,
  auth: AuthContext,
  body: MeetingExportBody,
): Promise<MeetingExportResponse> {
  const query = await queryOf(deps, auth, body ?? {});
  const rows = await repo.listMeetings(deps.db, query, { offset: 0, limit: MEETING_EXPORT_MAX });
  const related = await loadRelated(deps, rows);
  const timezone = auth.session.agent.timezone || 'UTC';
  const now = deps.now();
  const agentName = (id: string) => {
    const a = related.agents.get(id);
    return a ? `${a.firstName} ${a.lastName}`.trim() : '';
  };
  const csv = toCsv(
    meetingExportRows(
      rows.map((m) => ({
        id: m.id,
        start: m.startAt,
        end: m.endAt,
        eventName: m.modifiedEventName || related.events.get(m.eventId)?.name || '',
        status: m.status,
        markAsNoShow: m.markAsNoShow,
        hosts: m.agentIds.map(agentName).filter(Boolean),
        // Where to meet as the letters say it: the video link, the address, or the mode.
        location: meetingPlace(m) ?? null,
        attendees: (related.attendees.get(m.id) ?? []).map((a) => ({
          fullName: a.fullName,
          emailId: a.emailId,
          status: a.status,
          guests: a.guests,
          answers: a.answers.map((x) => ({
            questionId: String(x.questionId ?? ''),
            question: typeof x.question === 'string' ? x.question : undefined,
            answer: typeof x.answer === 'string' ? x.answer : undefined,
          })),
          utms: a.utms,
          state: seatOf(m, a, now).label,
          payment: exportPayment(a.payment),
        })),
      })),
      timezone,
    ),
  );
  return {
    csvBuffer: Buffer.from(csv, 'utf8').toString('base64'),
    fileName: exportFileName(deps.now(), timezone),
  };
}

/** A seat's recorded payment as the export's three cells. */
function exportPayment(
  payment: Record<string, unknown> | null,
): { method: string; amount: string; status: string } | null {
  if (!payment || typeof payment.amount !== 'number') return null;
  const currency = typeof payment.currencyCode === 'string' ? payment.currencyCode : 'USD';
  return {
    method: String(payment.method ?? ''),
    amount: formatMinorUnits(payment.amount, currency),
    status: String(payment.status ?? ''),
  };
}
