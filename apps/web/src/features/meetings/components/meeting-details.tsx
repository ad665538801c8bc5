import { type DisplayPrefs, describeMeetingTime, formatInstant } from '@kairos/core/dates/format';
import type { MeetingAttendee, MeetingDetail } from '@kairos/core/meetings/admin-schema';
import type { ReactNode } from 'react';
import { ModeIcon } from '../../booker/components/mode-icon';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { CopyButton } from '../../share-links-host/components/copy-button';
import { Badge } from '../../ui/components/badge';
import { ExternalLinkIcon } from '../../ui/components/icons';
import { attendeeLinks, describeMeetingMode, meetingBadges } from '../meeting-view';
import { describePayment, PaymentDecision } from './payment-decision';

const IDENTITY_TYPES = new Set(['NAME', 'EMAIL_ID']);
const IDENTITY_IDS = new Set(['name', 'emailId']);

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{title}</h3>
      <div className="mt-2 text-sm text-gray-800">{children}</div>
    </section>
  );
}

/** The video meeting's passcode, or why it has no link yet. */
function VideoMeetingState({ online }: { online: MeetingDetail['onlineMeeting'] }) {
  const t = useDashboardT();
  if (online?.status === 'READY' && online.password) {
    return (
      <p className="mt-1 text-gray-600">{t('meetings.details.passcode', { passcode: online.password })}</p>
    );
  }
  if (online?.status === 'PENDING')
    return <p className="mt-1 text-gray-500">{t('meetings.details.linkPending')}</p>;
  if (online?.status === 'FAILED') {
    return (
      <p className="mt-1 rounded-md bg-amber-50 p-2 text-amber-900">
        {online.error
          ? t('meetings.details.linkFailedBecause', { error: online.error })
          : t('meetings.details.linkFailed')}
      </p>
    );
  }
  return null;
}

/** When, where, who, and what changed: everything the host reads about one booking. */
export function MeetingDetails({ meeting, prefs }: { meeting: MeetingDetail; prefs: DisplayPrefs }) {
  const when = describeMeetingTime(meeting.time, meeting.endTime, prefs);
  const mode = describeMeetingMode(meeting);
  const t = useDashboardT();
  const badges = meetingBadges(meeting, t);
  return (
    <>
      <DetailSection title={t('meetings.details.when')}>
        <p className="font-medium text-gray-900">{when.date}</p>
        <p className={meeting.status === 'CANCELLED' ? 'line-through' : ''}>{when.time}</p>
        <p className="text-gray-500">{when.zone}</p>
        {badges.length > 0 && (
          <div className="mt-2 flex flex-wrap gap-2">
            {badges.map((badge) => (
              <Badge key={badge.label} tone={badge.tone}>
                {badge.label}
              </Badge>
            ))}
          </div>
        )}
      </DetailSection>

      <DetailSection title={t('meetings.details.where')}>
        {mode ? (
          <p className="flex items-center gap-1.5">
            {mode.key && <ModeIcon mode={mode.key} className="size-4 shrink-0 text-gray-400" />}
            {mode.label}
          </p>
        ) : (
          <p className="text-gray-500">{t('meetings.details.noLocation')}</p>
        )}
        {meeting.joinLink && (
          <a
            href={meeting.joinLink}
            target="_blank"
            rel="noreferrer"
            className="mt-1 inline-flex items-center gap-1 break-all font-medium text-brand-700 hover:underline"
          >
            {meeting.joinLink}
            <ExternalLinkIcon className="size-3.5 shrink-0" />
          </a>
        )}
        <VideoMeetingState online={meeting.onlineMeeting} />
        {meeting.modeNote && <p className="mt-1 text-gray-600">{meeting.modeNote}</p>}
      </DetailSection>

      <DetailSection title={t('meetings.details.hosts')}>
        <ul className="space-y-0.5">
          {meeting.agents.map((agent) => (
            <li key={agent._id}>
              {agent.name} <span className="text-gray-500">{agent.emailId}</span>
              {agent.isOrganizer && <span className="text-gray-500"> {t('meetings.details.organizer')}</span>}
            </li>
          ))}
        </ul>
      </DetailSection>

      <DetailSection title={t('meetings.details.attendees', { count: meeting.attendees.length })}>
        <ul className="space-y-4">
          {meeting.attendees.map((attendee) => (
            <AttendeeDetails
              key={attendee._id}
              attendee={attendee}
              prefs={prefs}
              canChange={meeting.status !== 'CANCELLED' && attendee.status === 'ACTIVE'}
              canEdit={meeting.canEdit}
              meetingId={meeting._id}
            />
          ))}
        </ul>
      </DetailSection>

      <History meeting={meeting} prefs={prefs} />
    </>
  );
}

interface AttendeeDetailsProps {
  attendee: MeetingAttendee;
  prefs: DisplayPrefs;
  /** Whether the attendee's own reschedule and cancel links still apply. */
  canChange: boolean;
  /** The caller may change the meeting: a refund due is recorded even once it is cancelled. */
  canEdit: boolean;
  meetingId: string;
}

function AttendeeDetails({ attendee, prefs, canChange, canEdit, meetingId }: AttendeeDetailsProps) {
  const t = useDashboardT();
  const links = attendeeLinks(window.location.origin, attendee._id);
  // The name and email are shown above; the other answers are the host's questions.
  const answers = attendee.answers.filter(
    (answer) =>
      !IDENTITY_TYPES.has(answer.type ?? '') &&
      !IDENTITY_IDS.has(answer.questionId) &&
      (answer.answer || answer.attachments?.length),
  );
  const utms = Object.entries(attendee.utms);
  const payment = attendee.payment;
  return (
    <li className="rounded-lg border border-gray-200 p-3">
      <p className="font-medium text-gray-900">
        {attendee.fullName}
        {attendee.status === 'CANCELLED' && (
          <span className="ml-2">
            <Badge tone="red">{t('meetings.badge.cancelled')}</Badge>
          </span>
        )}
      </p>
      <p className="break-all text-gray-600">{attendee.emailId}</p>
      <p className="text-xs text-gray-500">
        {t('meetings.details.theirZone', {
          timezone: attendee.timezone,
          booked: formatInstant(attendee.createdAt, prefs),
        })}
      </p>
      {attendee.guests.length > 0 && (
        <p className="mt-1 text-gray-600">
          {t('meetings.details.guests', { guests: attendee.guests.join(', ') })}
        </p>
      )}
      {answers.length > 0 && (
        <dl className="mt-3 space-y-2">
          {answers.map((answer) => (
            <div key={answer.questionId}>
              <dt className="text-xs font-medium text-gray-500">{answer.question || answer.questionId}</dt>
              <dd className="break-words whitespace-pre-wrap">
                {[answer.answer, answer.otherAnswer].filter(Boolean).join(' — ')}
                {answer.attachments?.map((file) => (
                  <span key={file.key ?? file.name} className="block">
                    {file.url ? (
                      <a
                        href={file.url}
                        target="_blank"
                        rel="noreferrer"
                        className="text-brand-700 hover:underline"
                      >
                        {file.name}
                      </a>
                    ) : (
                      file.name
                    )}
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {payment && (
        <div className="mt-3">
          <p className="text-xs font-medium text-gray-500">{t('meetings.details.payment')}</p>
          <p>{describePayment(payment, t)}</p>
          {(canChange || (canEdit && payment.refundStatus === 'PENDING')) && (
            <PaymentDecision meetingId={meetingId} payment={payment} name={attendee.fullName} />
          )}
        </div>
      )}
      {canChange && (
        <div className="mt-3 flex flex-wrap gap-2">
          <CopyButton
            text={links.reschedule}
            label={t('meetings.details.copyReschedule')}
            srSuffix={t('meetings.details.forAttendee', { name: attendee.fullName })}
            className="px-2.5 py-1 text-xs"
          />
          <CopyButton
            text={links.cancel}
            label={t('meetings.details.copyCancel')}
            srSuffix={t('meetings.details.forAttendee', { name: attendee.fullName })}
            className="px-2.5 py-1 text-xs"
          />
        </div>
      )}
      {utms.length > 0 && (
        <div className="mt-3">
          <p className="text-xs font-medium text-gray-500">{t('meetings.details.utm')}</p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {utms.map(([key, value]) => (
              <li key={key} className="rounded-md bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
                {key}: {value}
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

function History({ meeting, prefs }: { meeting: MeetingDetail; prefs: DisplayPrefs }) {
  const t = useDashboardT();
  const hostName = (id: string | undefined) => meeting.agents.find((agent) => agent._id === id)?.name;
  const attendeeName = (id: string | undefined) => meeting.attendees.find((a) => a._id === id)?.fullName;
  const entries: { key: string; text: string; reason?: string | undefined }[] = [];
  entries.push({
    key: 'booked',
    text: t('meetings.history.booked', { at: formatInstant(meeting.createdAt, prefs) }),
  });
  if (meeting.prevMeet) {
    const before = describeMeetingTime(meeting.prevMeet.time, meeting.prevMeet.endTime, prefs);
    const by = hostName(meeting.reschedule?.byUserId) ?? attendeeName(meeting.reschedule?.byAttendeeId);
    entries.push({
      key: 'rescheduled',
      text: t('meetings.history.rescheduled', {
        date: before.date,
        time: before.time,
        hasBy: by ? 'yes' : 'no',
        by: by ?? '',
        hasAt: meeting.reschedule ? 'yes' : 'no',
        at: meeting.reschedule ? formatInstant(meeting.reschedule.at, prefs) : '',
      }),
      reason: meeting.reschedule?.reason,
    });
  }
  if (meeting.cancellation) {
    const by =
      hostName(meeting.cancellation.byUserId) ??
      attendeeName(meeting.cancellation.byAttendeeId) ??
      t('meetings.history.someone');
    entries.push({
      key: 'cancelled',
      text: t(
        meeting.rescheduleRequestSent ? 'meetings.history.rescheduleRequested' : 'meetings.history.cancelled',
        {
          by,
          at: formatInstant(meeting.cancellation.at, prefs),
        },
      ),
      reason: meeting.cancellation.reason,
    });
  }
  return (
    <DetailSection title={t('meetings.history.title')}>
      <ol className="space-y-2 border-l border-gray-200 pl-4">
        {entries.map((entry) => (
          <li key={entry.key}>
            <p>{entry.text}</p>
            {entry.reason && (
              <p className="text-gray-600">{t('meetings.history.reason', { reason: entry.reason })}</p>
            )}
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
