import { type DisplayPrefs, describeMeetingTime, formatInstant } from '@kairos/core/dates/format';
import type { MeetingAttendee, MeetingDetail } from '@kairos/core/meetings/admin-schema';
import type { ReactNode } from 'react';
import { ModeIcon } from '../../booker/components/mode-icon';
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
  if (online?.status === 'READY' && online.password) {
    return <p className="mt-1 text-gray-600">Passcode: {online.password}</p>;
  }
  if (online?.status === 'PENDING')
    return <p className="mt-1 text-gray-500">The meeting link is being created…</p>;
  if (online?.status === 'FAILED') {
    return (
      <p className="mt-1 rounded-md bg-amber-50 p-2 text-amber-900">
        No meeting link could be made{online.error ? `: ${online.error}` : ''}. The attendees’ emails went out
        without one: fix the cause under Apps &amp; integrations and reschedule, or send them a link.
      </p>
    );
  }
  return null;
}

/** When, where, who, and what changed: everything the host reads about one booking. */
export function MeetingDetails({ meeting, prefs }: { meeting: MeetingDetail; prefs: DisplayPrefs }) {
  const when = describeMeetingTime(meeting.time, meeting.endTime, prefs);
  const mode = describeMeetingMode(meeting);
  const badges = meetingBadges(meeting);
  return (
    <>
      <DetailSection title="When">
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

      <DetailSection title="Where">
        {mode ? (
          <p className="flex items-center gap-1.5">
            {mode.key && <ModeIcon mode={mode.key} className="size-4 shrink-0 text-gray-400" />}
            {mode.label}
          </p>
        ) : (
          <p className="text-gray-500">No location</p>
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

      <DetailSection title="Hosts">
        <ul className="space-y-0.5">
          {meeting.agents.map((agent) => (
            <li key={agent._id}>
              {agent.name} <span className="text-gray-500">{agent.emailId}</span>
              {agent.isOrganizer && <span className="text-gray-500"> · organizer</span>}
            </li>
          ))}
        </ul>
      </DetailSection>

      <DetailSection
        title={meeting.attendees.length === 1 ? 'Attendee' : `Attendees (${meeting.attendees.length})`}
      >
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
            <Badge tone="red">Cancelled</Badge>
          </span>
        )}
      </p>
      <p className="break-all text-gray-600">{attendee.emailId}</p>
      <p className="text-xs text-gray-500">
        Their zone: {attendee.timezone} · booked {formatInstant(attendee.createdAt, prefs)}
      </p>
      {attendee.guests.length > 0 && (
        <p className="mt-1 text-gray-600">Guests: {attendee.guests.join(', ')}</p>
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
          <p className="text-xs font-medium text-gray-500">Payment</p>
          <p>{describePayment(payment)}</p>
          {(canChange || (canEdit && payment.refundStatus === 'PENDING')) && (
            <PaymentDecision meetingId={meetingId} payment={payment} name={attendee.fullName} />
          )}
        </div>
      )}
      {canChange && (
        <div className="mt-3 flex flex-wrap gap-2">
          <CopyButton
            text={links.reschedule}
            label="Copy reschedule link"
            srSuffix={`for ${attendee.fullName}`}
            className="px-2.5 py-1 text-xs"
          />
          <CopyButton
            text={links.cancel}
            label="Copy cancel link"
            srSuffix={`for ${attendee.fullName}`}
            className="px-2.5 py-1 text-xs"
          />
        </div>
      )}
      {utms.length > 0 && (
        <div className="mt-3">
          <p className="text-xs font-medium text-gray-500">UTM parameters</p>
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
  const hostName = (id: string | undefined) => meeting.agents.find((agent) => agent._id === id)?.name;
  const attendeeName = (id: string | undefined) => meeting.attendees.find((a) => a._id === id)?.fullName;
  const entries: { key: string; text: string; reason?: string | undefined }[] = [];
  entries.push({ key: 'booked', text: `Booked ${formatInstant(meeting.createdAt, prefs)}` });
  if (meeting.prevMeet) {
    const before = describeMeetingTime(meeting.prevMeet.time, meeting.prevMeet.endTime, prefs);
    const by = hostName(meeting.reschedule?.byUserId) ?? attendeeName(meeting.reschedule?.byAttendeeId);
    entries.push({
      key: 'rescheduled',
      text: `Rescheduled from ${before.date}, ${before.time}${by ? ` by ${by}` : ''}${
        meeting.reschedule ? ` on ${formatInstant(meeting.reschedule.at, prefs)}` : ''
      }`,
      reason: meeting.reschedule?.reason,
    });
  }
  if (meeting.cancellation) {
    const by =
      hostName(meeting.cancellation.byUserId) ?? attendeeName(meeting.cancellation.byAttendeeId) ?? 'someone';
    entries.push({
      key: 'cancelled',
      text: `${meeting.rescheduleRequestSent ? 'Reschedule requested' : 'Cancelled'} by ${by} on ${formatInstant(meeting.cancellation.at, prefs)}`,
      reason: meeting.cancellation.reason,
    });
  }
  return (
    <DetailSection title="History">
      <ol className="space-y-2 border-l border-gray-200 pl-4">
        {entries.map((entry) => (
          <li key={entry.key}>
            <p>{entry.text}</p>
            {entry.reason && <p className="text-gray-600">Reason: {entry.reason}</p>}
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
