import { type DisplayPrefs, describeMeetingTime } from '@kairos/core/dates/format';
import type { MeetingSummary } from '@kairos/core/meetings/admin-schema';
import { ModeIcon } from '../../booker/components/mode-icon';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Badge } from '../../ui/components/badge';
import { ExternalLinkIcon } from '../../ui/components/icons';
import { Skeleton } from '../../ui/components/skeleton';
import { attendeeNames, describeMeetingMode, meetingBadges, meetingTitle } from '../meeting-view';
import { PendingDecision } from './pending-decision';

interface MeetingListProps {
  meetings: readonly MeetingSummary[];
  prefs: DisplayPrefs;
  onOpen: (meeting: MeetingSummary) => void;
}

export function MeetingList({ meetings, prefs, onOpen }: MeetingListProps) {
  return (
    <ul className="mt-4 divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white">
      {meetings.map((meeting) => (
        <MeetingRow key={meeting._id} meeting={meeting} prefs={prefs} onOpen={() => onOpen(meeting)} />
      ))}
    </ul>
  );
}

function MeetingRow({
  meeting,
  prefs,
  onOpen,
}: {
  meeting: MeetingSummary;
  prefs: DisplayPrefs;
  onOpen: () => void;
}) {
  const t = useDashboardT();
  const when = describeMeetingTime(meeting.time, meeting.endTime, prefs);
  const mode = describeMeetingMode(meeting);
  const title = meetingTitle(meeting, t);
  const names = attendeeNames(meeting.attendees, t);
  const isCancelled = meeting.status === 'CANCELLED';
  return (
    <li className="relative flex flex-col gap-3 p-4 hover:bg-gray-50 sm:flex-row sm:items-start sm:gap-6 sm:px-5">
      <div className="shrink-0 text-sm sm:w-44">
        <p className="font-medium text-gray-900">{when.date}</p>
        <p className={`text-gray-700 ${isCancelled ? 'line-through' : ''}`}>{when.time}</p>
        <p className="mt-0.5 text-xs text-gray-500">{when.zone}</p>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="flex min-w-0 items-baseline gap-2 text-sm font-semibold text-gray-900">
            <span
              aria-hidden="true"
              className="inline-block size-2.5 shrink-0 rounded-full"
              style={{ backgroundColor: meeting.event?.color ?? '#9ca3af' }}
            />
            {/* The stretched button makes the whole row open the details; links and actions sit above it. */}
            <button
              type="button"
              onClick={onOpen}
              className="min-w-0 text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
            >
              {t('meetings.titleWith', { title, names: names || t('meetings.noAttendees') })}
            </button>
          </h3>
          {meetingBadges(meeting, t).map((badge) => (
            <Badge key={badge.label} tone={badge.tone}>
              {badge.label}
            </Badge>
          ))}
        </div>
        <p className="mt-1 truncate text-sm text-gray-600">
          {meeting.attendees.map((attendee) => attendee.emailId).join(', ')}
        </p>
        {mode && (
          <p className="mt-1 flex min-w-0 items-center gap-1.5 text-sm text-gray-600">
            {mode.key && <ModeIcon mode={mode.key} className="size-4 shrink-0 text-gray-400" />}
            <span className="truncate">{mode.label}</span>
            {meeting.joinLink && !isCancelled && (
              <a
                href={meeting.joinLink}
                target="_blank"
                rel="noreferrer"
                className="relative z-10 inline-flex shrink-0 items-center gap-1 font-medium text-brand-700 hover:underline"
              >
                {t('meetings.join')}
                <ExternalLinkIcon className="size-3.5" />
                <span className="sr-only"> {t('meetings.opensInNewTab', { title })}</span>
              </a>
            )}
          </p>
        )}
      </div>
      {meeting.status === 'ACTION_REQUIRED' && meeting.canEdit && (
        <div className="relative z-10 shrink-0">
          <PendingDecision meetingId={meeting._id} title={t('meetings.titleWith', { title, names })} />
        </div>
      )}
    </li>
  );
}

export function MeetingListSkeleton() {
  const t = useDashboardT();
  return (
    <ul
      aria-label={t('meetings.loadingList')}
      className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white"
    >
      {[0, 1, 2, 3].map((row) => (
        <li key={row} className="flex flex-col gap-3 p-4 sm:flex-row sm:gap-6 sm:px-5">
          <div className="space-y-2 sm:w-44">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-4 w-32" />
          </div>
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </li>
      ))}
    </ul>
  );
}
