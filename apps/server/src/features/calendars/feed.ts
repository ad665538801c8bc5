import { createHash, randomBytes } from 'node:crypto';
import type { MeetingFeed } from '@kairos/core/calendars/calendar-schema';
import { AppError } from '@kairos/core/errors';
import type { Deps } from '../../deps.ts';
import { meetingEntry, NO_ORGANIZER } from '../bookings/meeting-entry.ts';
import { findAgentContacts } from '../bookings/repo.ts';
import { buildCalendarData } from '../mail/ics.ts';
import { findAttendeesOfMeetings } from '../meetings/repo.ts';
import { openSecret, sealSecret } from '../secrets/service.ts';
import * as repo from './repo.ts';

const DAY_MS = 86_400_000;
/** The feed holds meetings from a month ago to a year ahead. */
const FEED_PAST_DAYS = 31;
const FEED_FUTURE_DAYS = 366;
/** Calendar apps are asked to poll about this often. */
const FEED_REFRESH_MINUTES = 15;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function feedUrls(deps: Deps, token: string): MeetingFeed {
  const httpsUrl = `${deps.config.publicUrl}/api/v1/bookings/feeds/${token}/meetings.ics`;
  return { httpsUrl, webcalUrl: httpsUrl.replace(/^https?:\/\//, 'webcal://') };
}

export async function getFeed(deps: Deps, agentId: string): Promise<MeetingFeed | null> {
  const row = await repo.findFeed(deps.db, agentId);
  return row ? feedUrls(deps, openSecret(deps.config.secretsKey, row.token)) : null;
}

/** Makes a new feed address; the previous one (if any) stops working at once. */
export async function renewFeed(deps: Deps, agentId: string): Promise<MeetingFeed> {
  const token = randomBytes(24).toString('base64url');
  await repo.saveFeed(deps.db, {
    agentId,
    tokenHash: hashToken(token),
    token: sealSecret(deps.config.secretsKey, token),
    now: deps.now(),
  });
  return feedUrls(deps, token);
}

export async function revokeFeed(deps: Deps, agentId: string): Promise<void> {
  await repo.deleteFeed(deps.db, agentId);
}

/** The iCalendar text of a feed, by its token; 404 for an unknown or revoked one. */
export async function renderFeed(deps: Deps, token: string): Promise<string> {
  const owner = /^[A-Za-z0-9_-]{20,64}$/.test(token)
    ? await repo.findFeedOwner(deps.db, hashToken(token))
    : undefined;
  if (!owner) throw new AppError('NOT_FOUND', 'No calendar feed at this address');
  const now = deps.now().getTime();
  const rows = await repo.findFeedMeetings(
    deps.db,
    owner.agentId,
    new Date(now - FEED_PAST_DAYS * DAY_MS),
    new Date(now + FEED_FUTURE_DAYS * DAY_MS),
  );
  const meetingIds = rows.map((r) => r.meeting.id);
  const [attendees, hosts] = await Promise.all([
    findAttendeesOfMeetings(deps.db, meetingIds),
    findAgentContacts(deps.db, [...new Set(rows.map((r) => r.meeting.organizerId))]),
  ]);
  const events = rows.map(({ meeting, eventName }) => {
    const organizer = hosts.find((h) => h.id === meeting.organizerId) ?? NO_ORGANIZER;
    return meetingEntry({
      meeting,
      eventName: meeting.modifiedEventName ?? eventName,
      description: meeting.status === 'ACTION_REQUIRED' ? 'Awaiting your confirmation in Kairos.' : '',
      organizer,
      hosts: [organizer],
      attendees: attendees.filter((a) => a.meetingId === meeting.id && a.status === 'ACTIVE'),
      audience: 'host',
      stamp: meeting.updatedAt ?? meeting.createdAt,
    });
  });
  return buildCalendarData(events, {
    name: `Kairos meetings of ${owner.firstName}`,
    refreshMinutes: FEED_REFRESH_MINUTES,
  });
}
