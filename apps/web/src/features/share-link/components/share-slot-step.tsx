import { getRouteApi } from '@tanstack/react-router';
import { BookingOverview } from '../../after-booking/components/booking-overview';
import { monthOf } from '../../booker/calendar-month';
import { BookerFrame } from '../../booker/components/booker-frame';
import { DurationPicker, EventInfoPanel } from '../../booker/components/event-info-panel';
import { SlotPicker, useEventZone } from '../../booker/components/slot-picker';
import { chosenDuration, durationOptions, keptDuration } from '../../booker/event-display';
import { pageLocale } from '../../booker/use-public-event';
import { useT } from '../../i18n/i18n-context';
import { useShareLinkPage } from '../use-share-link-page';

const slotRoute = getRouteApi('/d/$shareLink/');

/** `/d/{shareLink}/`: the booker's day and time picker for the link's event. */
export function ShareSlotStep() {
  const page = useShareLinkPage();
  const search = slotRoute.useSearch();
  const navigate = slotRoute.useNavigate();
  const t = useT();
  const locale = pageLocale();
  const event = page.event;
  const { zone, preferences } = useEventZone(
    event ?? { timezonePreference: { type: 'AUTOMATIC', timezone: '' } },
  );
  if (!event) return null;
  const view = page.isRescheduling ? page.view : null;
  const duration = view ? keptDuration(event, view.meeting.duration) : chosenDuration(event, search.duration);
  const durations = view ? [duration] : durationOptions(event);
  const durationPicker =
    durations.length > 1 ? (
      <DurationPicker
        options={durations}
        value={duration}
        onChange={(minutes) =>
          void navigate({ search: (prev) => ({ ...prev, duration: minutes }), replace: true })
        }
      />
    ) : undefined;
  const aside = view ? (
    <BookingOverview
      view={view}
      zone={zone}
      timeFormat={preferences.timeFormat}
      locale={locale}
      label={t('after.rescheduleLabel')}
      asPageTitle
    />
  ) : (
    <EventInfoPanel
      event={event}
      workspaceName={event.appearance.bookingName ?? ''}
      duration={duration}
      locale={locale}
      durationPicker={durationPicker}
    />
  );
  return (
    <BookerFrame aside={aside}>
      <title>{view ? t('after.rescheduleTitle', { eventName: event.name }) : event.name}</title>
      <SlotPicker
        event={event}
        duration={duration}
        locale={locale}
        date={search.date}
        month={search.month}
        header={view && <h2 className="font-semibold text-lg">{t('after.chooseNewTime')}</h2>}
        onShowDay={(date) =>
          void navigate({ search: (prev) => ({ ...prev, date, month: monthOf(date) }), replace: true })
        }
        onMonthChange={(month, date) =>
          void navigate({ search: (prev) => ({ ...prev, month, date }), replace: true })
        }
        onPick={(slot) =>
          void navigate({
            to: '/d/$shareLink/$timestamp',
            params: { shareLink: page.shareLink, timestamp: String(Date.parse(slot.time)) },
            search: (prev) => ({
              ...prev,
              duration: event.allowAttendeeToSelectDuration && !view ? duration : undefined,
            }),
          })
        }
      />
    </BookerFrame>
  );
}
