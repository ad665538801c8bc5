import { ModeIcon } from '../../booker/components/mode-icon';
import { sayDuration } from '../../booker/event-display';
import {
  dateKeyInZone,
  formatDayHeading,
  formatTimeRange,
  type TimeFormat,
  zoneOffsetLabel,
} from '../../booker/zoned-time';
import { useT } from '../../i18n/i18n-context';
import { CalendarCheckIcon, ClockIcon, GlobeIcon } from '../../ui/components/icons';
import { meetingHosts, meetingLocation, meetingMode } from '../booking-view';
import type { AttendeeView } from '../contract';

interface BookingOverviewProps {
  view: AttendeeView;
  zone: string;
  timeFormat: TimeFormat;
  locale: string;
  /** A heading level 1 for the event's name (the page's title), else level 2. */
  asPageTitle?: boolean;
  /** Crossed out: the time no longer holds (rescheduled or cancelled). */
  isStruck?: boolean;
  label?: string;
}

/** A booking at a glance: the event, its hosts, when in the visitor's zone, how long and where. */
export function BookingOverview(props: BookingOverviewProps) {
  const { view, zone, locale } = props;
  const t = useT();
  const start = Date.parse(view.meeting.time);
  const hosts = meetingHosts(view, locale);
  const location = meetingLocation(view, t);
  const mode = meetingMode(view);
  const Heading = props.asPageTitle ? 'h1' : 'h2';
  const eventName = view.meeting.eventName || view.event?.name || t('after.meeting');
  return (
    <div className="flex flex-col gap-4 text-start">
      <div className="flex flex-col gap-1.5">
        {props.label && (
          <p className="font-semibold text-(--pb-muted) text-xs uppercase tracking-wide">{props.label}</p>
        )}
        <Heading className="font-semibold text-xl leading-snug tracking-tight">{eventName}</Heading>
        {hosts && <p className="text-(--pb-muted) text-sm">{t('after.withHosts', { hosts })}</p>}
      </div>
      <ul className="flex flex-col gap-2.5 text-sm">
        <li className="flex items-start gap-2.5">
          <CalendarCheckIcon className="mt-0.5 size-4 shrink-0 text-(--pb-muted)" />
          <span className={props.isStruck ? 'line-through decoration-(--pb-muted)' : undefined}>
            {formatDayHeading(dateKeyInZone(start, zone), locale, true)}
            <span className="block">
              {formatTimeRange(start, view.meeting.duration, zone, props.timeFormat)}
            </span>
          </span>
        </li>
        <li className="flex items-start gap-2.5">
          <GlobeIcon className="mt-0.5 size-4 shrink-0 text-(--pb-muted)" />
          <span>
            {zone.replaceAll('_', ' ')} ({zoneOffsetLabel(zone, start)})
          </span>
        </li>
        <li className="flex items-start gap-2.5">
          <ClockIcon className="mt-0.5 size-4 shrink-0 text-(--pb-muted)" />
          <span>{sayDuration(t, view.meeting.duration)}</span>
        </li>
        {location && (
          <li className="flex items-start gap-2.5">
            <ModeIcon mode={mode?.key ?? 'CUSTOM'} className="mt-0.5 size-4 shrink-0 text-(--pb-muted)" />
            <span className="min-w-0 break-words">{location}</span>
          </li>
        )}
      </ul>
    </div>
  );
}
