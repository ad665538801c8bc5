import { formatWhen } from '@kairos/core/dates/format';
import { isVideoMode, MODE_LABELS, type VideoMode } from '@kairos/core/events/mode-schema';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { meetingEntry, NO_ORGANIZER, personName } from '../bookings/meeting-entry.ts';
import { findAgentContacts, findMeeting, type MeetingRow } from '../bookings/repo.ts';
import { sendMail } from '../mail/service.ts';
import { findAttendeesOfMeetings } from '../meetings/repo.ts';
import { loadEventForSlots } from '../public-events/service.ts';
import type { VideoMeeting, VideoMeetingInput } from './provider.ts';
import { VideoSetupError } from './provider.ts';
import { videoProviderOf } from './providers.ts';
import * as repo from './repo.ts';

/** One provider call may take this long; the booking's side-effect job has 20 s in all. */
const CALL_TIMEOUT_MS = 8000;
/** A claim to create older than this belongs to a job that died; another may take over. */
const CLAIM_STALE_MS = 60_000;
const MAX_PASSES = 4;

/**
 * `meeting.onlineMeeting` as Kairos keeps a video meeting it made: spec's id, link and password,
 * plus which provider and host hold it, its state, and what the provider last saw of the meeting.
 */
const ManagedSchema = z.object({
  provider: z.enum(['ZOOM', 'GOOGLE_MEET', 'MICROSOFT_TEAMS', 'JITSI']),
  agentId: z.string(),
  state: z.enum(['CREATING', 'READY', 'FAILED', 'DELETED']),
  id: z.string().optional(),
  link: z.string().optional(),
  password: z.string().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
  synced: z.object({ start: z.string(), duration: z.number(), topic: z.string() }).optional(),
  claimedAt: z.string().optional(),
  error: z.string().optional(),
  failedAt: z.string().optional(),
});
type Managed = z.infer<typeof ManagedSchema>;

/** A link the host typed or an older record: not Kairos's to change. */
function managedOf(value: Record<string, unknown> | null): Managed | null | 'foreign' {
  if (value === null) return null;
  const parsed = ManagedSchema.safeParse(value);
  return parsed.success ? parsed.data : 'foreign';
}

function videoOf(m: Managed): VideoMeeting | undefined {
  if (!m.id || !m.link) return undefined;
  return { id: m.id, link: m.link, password: m.password, data: m.data };
}

/** Drops undefined fields, so what is stored compares equal to what is read back. */
function stored(m: Managed): Record<string, unknown> {
  return JSON.parse(JSON.stringify(m)) as Record<string, unknown>;
}

export interface SyncOptions {
  /** The side-effect job's last try: a provider that still fails leaves the meeting without a link. */
  lastAttempt: boolean;
  /** The meeting as the caller just read it, so the first pass need not read it again. */
  meeting?: MeetingRow | undefined;
}

/**
 * Brings a meeting's video meeting in line with it, before its emails go out: a confirmed meeting
 * in a video mode gets one (made by its organizer's provider); a move updates it; a cancelled
 * meeting, or one whose organizer changed, has it deleted. Safe to repeat and to run twice at
 * once (the record is swapped only from what was read). A provider that keeps failing never
 * stops the booking: on the last try, or at once when only the host can fix it, the meeting is
 * marked FAILED and the organizer is emailed (docs/decisions/0024-video-meetings.md). Returns
 * the meeting as it stands when nothing was left to do (undefined when it is gone or was given up
 * on), so the steps after need not read it again.
 */
export async function syncVideoMeeting(
  deps: Deps,
  meetingId: string,
  options: SyncOptions,
): Promise<MeetingRow | undefined> {
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const meeting = pass === 0 && options.meeting ? options.meeting : await findMeeting(deps.db, meetingId);
    if (!meeting) return undefined;
    const current = managedOf(meeting.onlineMeeting);
    if (current === 'foreign') return meeting;
    const key = meeting.mode?.key;
    const wanted = meeting.status === 'ACTIVE' && isVideoMode(key) ? key : null;
    try {
      // Nothing written in the pass that finds nothing to do: the meeting read is current.
      if (await step(deps, meeting, current, wanted)) return meeting;
    } catch (error) {
      if (!(error instanceof VideoSetupError) && !options.lastAttempt) throw error;
      // Nothing to hand over to a retry: the booking goes on without (or with its old) link.
      await giveUp(deps, meetingId, wanted, error);
      return undefined;
    }
  }
  throw new Error(`meeting ${meetingId}: its video meeting kept changing while being written`);
}

/** One change towards the wanted state; true when there is nothing left to do. */
async function step(
  deps: Deps,
  meeting: MeetingRow,
  current: Managed | null,
  wanted: VideoMode | null,
): Promise<boolean> {
  const options = { signal: AbortSignal.timeout(CALL_TIMEOUT_MS) };
  const now = deps.now();
  const owner = meeting.organizerId;
  const existing = current ? videoOf(current) : undefined;
  const belongs = current?.provider === wanted && current?.agentId === owner;

  if (current?.state === 'READY' && existing && !belongs) {
    // Cancelled, or handed to another host: the old meeting goes first.
    await videoProviderOf(current.provider).delete(deps, current.agentId, existing, options);
    await repo.swapOnlineMeeting(
      deps.db,
      meeting.id,
      stored(current),
      stored({ ...current, state: 'DELETED' }),
    );
    return false;
  }
  if (!wanted) return true;

  if (current?.state === 'READY' && existing && belongs) {
    const input = await describe(deps, meeting);
    const synced = current.synced;
    if (
      synced?.start === input.start.toISOString() &&
      synced.duration === input.duration &&
      synced.topic === input.topic
    )
      return true;
    const updated = await videoProviderOf(wanted).update(deps, owner, existing, input, options);
    await repo.swapOnlineMeeting(
      deps.db,
      meeting.id,
      stored(current),
      stored(readyRecord(wanted, owner, updated, input)),
    );
    return false;
  }

  if (current?.state === 'CREATING' && now.getTime() - Date.parse(current.claimedAt ?? '') < CLAIM_STALE_MS) {
    throw new Error('the video meeting is being made by another job');
  }
  const claim: Managed = {
    provider: wanted,
    agentId: owner,
    state: 'CREATING',
    claimedAt: now.toISOString(),
  };
  if (!(await repo.swapOnlineMeeting(deps.db, meeting.id, current && stored(current), stored(claim))))
    return false;
  let created: VideoMeeting;
  let input: VideoMeetingInput;
  try {
    input = await describe(deps, meeting);
    created = await videoProviderOf(wanted).create(deps, owner, input, options);
  } catch (error) {
    // Let the next try claim it again at once.
    await repo.swapOnlineMeeting(deps.db, meeting.id, stored(claim), current && stored(current));
    throw error;
  }
  const saved = await repo.swapOnlineMeeting(
    deps.db,
    meeting.id,
    stored(claim),
    stored(readyRecord(wanted, owner, created, input)),
  );
  if (!saved) {
    // The meeting changed meanwhile (cancelled, moved to another host): the new meeting is not kept.
    await videoProviderOf(wanted).delete(deps, owner, created, options);
  }
  return false;
}

function readyRecord(
  mode: VideoMode,
  agentId: string,
  video: VideoMeeting,
  input: VideoMeetingInput,
): Managed {
  return {
    provider: mode,
    agentId,
    state: 'READY',
    id: video.id,
    link: video.link,
    ...(video.password ? { password: video.password } : {}),
    ...(video.data ? { data: video.data } : {}),
    synced: { start: input.start.toISOString(), duration: input.duration, topic: input.topic },
  };
}

/** What the provider is told: the title and description the hosts' calendars get. */
async function describe(deps: Deps, meeting: MeetingRow): Promise<VideoMeetingInput> {
  const [{ event }, hosts, attendees] = await Promise.all([
    loadEventForSlots(deps, meeting.eventId),
    findAgentContacts(deps.db, meeting.agentIds),
    findAttendeesOfMeetings(deps.db, [meeting.id]),
  ]);
  const organizer = hosts.find((h) => h.id === meeting.organizerId) ?? hosts[0];
  const entry = meetingEntry({
    meeting: { ...meeting, onlineMeeting: null },
    eventName: meeting.modifiedEventName ?? event.name,
    description: event.description,
    organizer: organizer ?? NO_ORGANIZER,
    hosts,
    attendees: attendees.filter((a) => a.status === 'ACTIVE'),
    audience: 'host',
    stamp: deps.now(),
  });
  return {
    meetingId: meeting.id,
    topic: entry.summary,
    agenda: entry.description,
    start: meeting.startAt,
    duration: meeting.duration,
    timezone: organizer?.timezone ?? meeting.timezone,
  };
}

/**
 * After the last try: a meeting that could not be made is marked FAILED (no link); one that could
 * not be moved keeps its link; one that could not be deleted is dropped from the meeting. The
 * organizer is emailed about a missing or stale link, once per version of the meeting.
 */
async function giveUp(
  deps: Deps,
  meetingId: string,
  wanted: VideoMode | null,
  error: unknown,
): Promise<void> {
  const meeting = await findMeeting(deps.db, meetingId);
  if (!meeting) return;
  const current = managedOf(meeting.onlineMeeting);
  if (current === 'foreign') return;
  const reason = error instanceof Error ? error.message : String(error);
  if (!wanted) {
    if (current?.state === 'READY')
      await repo.swapOnlineMeeting(
        deps.db,
        meetingId,
        stored(current),
        stored({ ...current, state: 'DELETED', error: reason }),
      );
    return;
  }
  const kept =
    current?.state === 'READY' && current.provider === wanted && current.agentId === meeting.organizerId;
  if (!kept) {
    const failed: Managed = {
      provider: wanted,
      agentId: meeting.organizerId,
      state: 'FAILED',
      error: reason,
      failedAt: deps.now().toISOString(),
    };
    await repo.swapOnlineMeeting(deps.db, meetingId, current && stored(current), stored(failed));
  }
  await tellOrganizer(deps, meeting, wanted, reason, kept);
}

async function tellOrganizer(
  deps: Deps,
  meeting: MeetingRow,
  mode: VideoMode,
  reason: string,
  keptOldLink: boolean,
): Promise<void> {
  const [host] = await findAgentContacts(deps.db, [meeting.organizerId]);
  if (!host) return;
  const { event } = await loadEventForSlots(deps, meeting.eventId);
  const label = MODE_LABELS[mode];
  const name = meeting.modifiedEventName ?? event.name;
  const when = formatWhen(meeting.startAt, host.timezone);
  const lines = [
    `Hi ${host.firstName || personName(host)},`,
    '',
    keptOldLink
      ? `The ${label} meeting for “${name}” could not be moved to ${when}: ${reason}. Its link still works; change its time in ${label} yourself.`
      : `The ${label} meeting for “${name}” on ${when} could not be made: ${reason}.`,
    '',
    keptOldLink
      ? 'The booking stands and the attendees were told the new time.'
      : 'The booking stands and its emails went out without a meeting link. Fix the cause under Apps & integrations, then reschedule the meeting to make its link, or send the attendees a link yourself.',
    '',
    `Bookings: ${deps.config.publicUrl}/app/calendar`,
  ];
  await sendMail(deps, {
    appId: meeting.appId,
    to: [host.emailId],
    subject: keptOldLink
      ? `${label} meeting for ${name} not moved to ${when}`
      : `No ${label} link for ${name} on ${when}`,
    text: lines.join('\n'),
    kind: 'VIDEO_MEETING_FAILED',
    meetingId: meeting.id,
    dedupeKey: `video-failed:${meeting.id}:${meeting.icsSequence}`,
  });
}

/** `POST /event/check-mode`'s answer for a video mode: what each host still lacks. */
export function missingForVideo(
  deps: Deps,
  mode: VideoMode,
  hosts: ReadonlyArray<{ userId: string; name: string }>,
): Promise<Map<string, string | null>> {
  return videoProviderOf(mode).missing(deps, hosts);
}
