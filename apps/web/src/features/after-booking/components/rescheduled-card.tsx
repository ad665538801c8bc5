import { AddToCalendar } from '../../booker/components/confirmation-parts';
import {
  dateKeyInZone,
  formatDayHeading,
  formatTimeRange,
  type TimeFormat,
  zoneOffsetLabel,
} from '../../booker/zoned-time';
import { useT } from '../../i18n/i18n-context';
import { CheckCircleIcon } from '../../ui/components/icons';
import { summaryOfView } from '../booking-view';
import type { AttendeeView } from '../contract';
import type { Rescheduled } from '../use-reschedule';
import { messageWithParts } from './message-parts';
import { StateCard } from './state-card';

const TEXT_LINK = 'font-medium text-(--pb-text) underline underline-offset-2';

/** After a reschedule: the new time in the visitor's zone, calendar links and the next changes. */
export function RescheduledCard(props: {
  view: AttendeeView;
  done: Rescheduled;
  timeFormat: TimeFormat;
  locale: string;
}) {
  const { view, done } = props;
  const t = useT();
  const when = `${formatDayHeading(dateKeyInZone(done.start, done.zone), props.locale, true)}, ${formatTimeRange(
    done.start,
    done.duration,
    done.zone,
    props.timeFormat,
  )}`;
  const zone = `${done.zone.replaceAll('_', ' ')} (${zoneOffsetLabel(done.zone, done.start)})`;
  const summary = summaryOfView(view, {
    attendeeId: done.attendeeId,
    start: new Date(done.start).toISOString(),
    duration: done.duration,
    timezone: done.zone,
  });
  const id = encodeURIComponent(done.attendeeId);
  return (
    <StateCard icon={<CheckCircleIcon className="size-7" />} title={t('after.rescheduledTitle')}>
      <p className="mx-auto mt-3 max-w-md text-sm leading-relaxed">
        {messageWithParts(t, 'after.rescheduledTo', {
          when: <strong className="font-semibold">{when}</strong>,
          zone: <span className="text-(--pb-muted)">{zone}</span>,
        })}
      </p>
      <p className="mx-auto mt-2 max-w-md text-(--pb-muted) text-sm">
        {view.attendee.emailId
          ? t('after.emailedUpdate', { email: view.attendee.emailId })
          : t('after.emailedUpdateYou')}
      </p>
      <AddToCalendar summary={summary} />
      <p className="mt-6 border-(--pb-border) border-t pt-5 text-(--pb-muted) text-sm">
        {messageWithParts(t, 'after.anotherChange', {
          reschedule: (
            <a href={`/reschedule/${id}/`} className={TEXT_LINK}>
              {t('after.rescheduleLink')}
            </a>
          ),
          cancel: (
            <a href={`/cancellation/${id}/`} className={TEXT_LINK}>
              {t('after.cancelLink')}
            </a>
          ),
        })}
      </p>
    </StateCard>
  );
}
