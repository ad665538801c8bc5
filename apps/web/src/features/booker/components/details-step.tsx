import type { ResponsePrefill } from '@kairos/core/routing/submission-schema';
import { getRouteApi, Navigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useT } from '../../i18n/i18n-context';
import { trackEvent } from '../../tracking/tracker';
import { ArrowLeftIcon, CalendarCheckIcon, GlobeIcon } from '../../ui/components/icons';
import { chosenDuration } from '../event-display';
import { chosenHost } from '../host-choice';
import { parseSlotTimestamp } from '../public-search';
import { pageLocale, usePublicEventPage } from '../use-public-event';
import { readUtms } from '../utm';
import { useVisitorPreferences } from '../visitor-preferences';
import {
  currentZoneId,
  dateKeyInZone,
  formatDayHeading,
  formatTimeRange,
  type TimeFormat,
  zoneOffsetLabel,
} from '../zoned-time';
import { BookerFrame } from './booker-frame';
import { BookingForm } from './booking-form';
import { EventInfoPanel } from './event-info-panel';

const detailsRoute = getRouteApi('/$accessLink/$slug/$timestamp');

/** The second step: the chosen slot beside the details form. */
export function DetailsStep() {
  const t = useT();
  const page = usePublicEventPage();
  const { event } = page;
  const { timestamp } = detailsRoute.useParams();
  const search = detailsRoute.useSearch();
  const allSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = detailsRoute.useNavigate();
  const preferences = useVisitorPreferences();
  const locale = pageLocale();
  const start = parseSlotTimestamp(timestamp);
  const zone =
    event.timezonePreference.type === 'LOCK'
      ? currentZoneId(event.timezonePreference.timezone)
      : preferences.timezone;
  const duration = chosenDuration(event, search.duration);
  const agentId = chosenHost(event, search.agentId);

  useEffect(() => {
    if (start !== null)
      trackEvent('view_booking_details_page', { eventId: event._id }, { onceKey: `${event._id}:${start}` });
  }, [event._id, start]);

  if (start === null) {
    return (
      <Navigate to="/$accessLink/$slug" params={{ accessLink: page.accessLink, slug: page.slug }} replace />
    );
  }

  const date = dateKeyInZone(start, zone);
  const goBack = () =>
    void navigate({
      to: '/$accessLink/$slug',
      params: { accessLink: page.accessLink, slug: page.slug },
      search: (prev) => ({ ...prev, date, month: date.slice(0, 7), duration: search.duration, agentId }),
    });

  const slotSummary = (
    <SlotSummary
      start={start}
      duration={duration}
      zone={zone}
      timeFormat={preferences.timeFormat}
      locale={locale}
    />
  );

  const backControl = <BackControl label={t('booker.changeTime')} onClick={goBack} />;

  const form = (
    <BookingForm
      event={event}
      accessLink={page.accessLink}
      slug={page.slug}
      responseId={page.responseId}
      externalId={page.externalId}
      slot={{ start, duration, timezone: zone, agentId }}
      utms={readUtms(allSearch)}
      locale={locale}
      onBack={goBack}
      identity={prefillIdentity(page)}
    />
  );

  if (page.hideLHS) {
    return (
      <BookerFrame>
        <title>{t('booker.detailsTitle', { eventName: event.name })}</title>
        <div className="flex flex-col gap-3 border-(--pb-border) border-b p-5 sm:p-6">
          {backControl}
          <h1 className="font-semibold text-lg">{event.name}</h1>
          {slotSummary}
        </div>
        {form}
      </BookerFrame>
    );
  }

  return (
    <BookerFrame
      aside={
        <EventInfoPanel
          event={event}
          workspaceName={page.workspace.name}
          duration={duration}
          hostId={agentId}
          locale={locale}
          slotSummary={slotSummary}
          backControl={backControl}
        />
      }
    >
      <title>{t('booker.detailsTitle', { eventName: event.name })}</title>
      {form}
    </BookerFrame>
  );
}

/** Name and email from the routing form response the visitor came from (`?responseId=`), editable. */
function prefillIdentity(page: { prefill?: ResponsePrefill | undefined }) {
  const prefill = page.prefill;
  if (!prefill) return undefined;
  return {
    fullName: prefill.name ?? undefined,
    emailId: prefill.emailId ?? undefined,
    isLocked: false,
  };
}

/** The chosen slot: its day, its times and the zone they are in. */
export function SlotSummary(props: {
  start: number;
  duration: number;
  zone: string;
  timeFormat: TimeFormat;
  locale: string;
}) {
  const { start, duration, zone } = props;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-(--pb-border) bg-(--pb-brand-soft) p-3 text-sm">
      <p className="flex items-start gap-2.5 font-medium">
        <CalendarCheckIcon className="mt-0.5 size-4 shrink-0" />
        <span>
          {formatDayHeading(dateKeyInZone(start, zone), props.locale, true)}
          <span className="block font-normal">
            {formatTimeRange(start, duration, zone, props.timeFormat)}
          </span>
        </span>
      </p>
      <p className="flex items-center gap-2.5 text-(--pb-muted)">
        <GlobeIcon className="size-4 shrink-0" />
        {zone.replaceAll('_', ' ')} ({zoneOffsetLabel(zone, start)})
      </p>
    </div>
  );
}

/** The way back to the times, above the event's details. */
export function BackControl({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1.5 self-start rounded-lg py-1 pe-2 font-medium text-(--pb-muted) text-sm hover:text-(--pb-text)"
    >
      <ArrowLeftIcon className="size-4" />
      {label}
    </button>
  );
}
