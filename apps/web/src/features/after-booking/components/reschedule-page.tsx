import { useEffect, useState } from 'react';
import { monthOf } from '../../booker/calendar-month';
import { BookerFrame } from '../../booker/components/booker-frame';
import { NotAccessiblePage } from '../../booker/components/not-accessible-page';
import { SlotPicker, useEventZone } from '../../booker/components/slot-picker';
import { keptDuration } from '../../booker/event-display';
import { pageLocale } from '../../booker/use-public-event';
import { dateKeyInZone } from '../../booker/zoned-time';
import { useT } from '../../i18n/i18n-context';
import { PublicPage } from '../../public-theme/components/public-page';
import { trackEvent } from '../../tracking/tracker';
import { blockFromView } from '../change-block';
import type { AttendeeView } from '../contract';
import { type NewSlot, useReschedule } from '../use-reschedule';
import { BookingOverview } from './booking-overview';
import { ChangeBlocked } from './change-blocked';
import { RescheduleConfirm } from './reschedule-confirm';
import { RescheduledCard } from './rescheduled-card';

/** `/reschedule/{attendeeId}/`: the booking as it stands, then a new day and time for it. */
export function ReschedulePage({ view }: { view: AttendeeView }) {
  const { event } = view;
  if (!event) return <NotAccessiblePage />;
  return (
    <PublicPage appearance={event.appearance} hideBranding={event.appearance.companyBranding}>
      <RescheduleFlow view={view} event={event} />
    </PublicPage>
  );
}

function RescheduleFlow({ view, event }: { view: AttendeeView; event: NonNullable<AttendeeView['event']> }) {
  const t = useT();
  const locale = pageLocale();
  const { zone, preferences } = useEventZone(event);
  const duration = keptDuration(event, view.meeting.duration);
  const [date, setDate] = useState<string | undefined>(undefined);
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [slot, setSlot] = useState<NewSlot | null>(null);
  const [now] = useState(() => Date.now());
  const reschedule = useReschedule(view, (day) => {
    setSlot(null);
    setDate(day);
    setMonth(monthOf(day));
  });
  const viewBlock = blockFromView(view, 'reschedule', now, t);

  useEffect(() => {
    trackEvent('view_reschedule_event_page', { eventId: event._id }, { onceKey: view.attendee._id });
  }, [event._id, view.attendee._id]);

  if (reschedule.done) {
    return (
      <RescheduledCard
        view={view}
        done={reschedule.done}
        timeFormat={preferences.timeFormat}
        locale={locale}
      />
    );
  }
  const block = reschedule.block ?? viewBlock;
  if (block) return <ChangeBlocked block={block} view={view} />;

  const remaining = view.policy?.reschedule.remaining;
  const aside = (
    <div className="flex flex-col gap-4">
      <BookingOverview
        view={view}
        zone={zone}
        timeFormat={preferences.timeFormat}
        locale={locale}
        label={slot ? t('after.currentBooking') : t('after.rescheduleLabel')}
        asPageTitle
        isStruck={slot !== null}
      />
      {remaining !== undefined && (
        <p className="rounded-lg bg-(--pb-brand-soft) px-3 py-2 text-sm">
          {t('after.reschedulesLeft', { remaining })}
        </p>
      )}
    </div>
  );

  return (
    <BookerFrame aside={aside}>
      <title>{t('after.rescheduleTitle', { eventName: view.meeting.eventName || event.name })}</title>
      {slot ? (
        <RescheduleConfirm
          slot={slot}
          timeFormat={preferences.timeFormat}
          locale={locale}
          isSaving={reschedule.isSaving}
          error={reschedule.error}
          onBack={() => setSlot(null)}
          onConfirm={(reason) => void reschedule.submit(slot, reason)}
        />
      ) : (
        <SlotPicker
          event={event}
          duration={duration}
          locale={locale}
          date={date}
          month={month}
          header={<h2 className="font-semibold text-lg">{t('after.chooseNewTime')}</h2>}
          onShowDay={(day) => {
            setDate(day);
            setMonth(monthOf(day));
          }}
          onMonthChange={(next, day) => {
            setMonth(next);
            setDate(day);
          }}
          onPick={(picked) => {
            const start = Date.parse(picked.time);
            setDate(dateKeyInZone(start, zone));
            setSlot({ start, duration, zone });
          }}
        />
      )}
    </BookerFrame>
  );
}
