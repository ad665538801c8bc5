import type { PublicEvent } from '@kairos/core/events/public-event-schema';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Navigate, useSearch } from '@tanstack/react-router';
import { BookingOverview } from '../../after-booking/components/booking-overview';
import { ChangeBlocked } from '../../after-booking/components/change-blocked';
import { RescheduleConfirm } from '../../after-booking/components/reschedule-confirm';
import { RescheduledCard } from '../../after-booking/components/rescheduled-card';
import type { AttendeeView } from '../../after-booking/contract';
import { useReschedule } from '../../after-booking/use-reschedule';
import { BookerFrame } from '../../booker/components/booker-frame';
import { BookingForm } from '../../booker/components/booking-form';
import { BackControl, SlotSummary } from '../../booker/components/details-step';
import { EventInfoPanel } from '../../booker/components/event-info-panel';
import { useEventZone } from '../../booker/components/slot-picker';
import { chosenDuration } from '../../booker/event-display';
import { parseSlotTimestamp, validateCarriedSearch } from '../../booker/public-search';
import type { BookingFlow } from '../../booker/use-booking-submit';
import { pageLocale } from '../../booker/use-public-event';
import { readUtms } from '../../booker/utm';
import { dateKeyInZone } from '../../booker/zoned-time';
import { useT } from '../../i18n/i18n-context';
import { goToAddress } from '../../native/native-shell';
import { bookThroughShareLink, shareLinkKey } from '../queries';
import { safeRedirectUrl } from '../redirects';
import { useShareLinkPage } from '../use-share-link-page';

const detailsRoute = getRouteApi('/d/$shareLink/$timestamp');
const AUTOMATIC = { timezonePreference: { type: 'AUTOMATIC' as const, timezone: '' } };

/** `/d/{shareLink}/{timestamp}`: the visitor's details for the slot, or the new time of their booking. */
export function ShareDetailsStep() {
  const page = useShareLinkPage();
  const { timestamp } = detailsRoute.useParams();
  const search = detailsRoute.useSearch();
  const navigate = detailsRoute.useNavigate();
  const queryClient = useQueryClient();
  const t = useT();
  const allSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const locale = pageLocale();
  const { zone, preferences } = useEventZone(page.event ?? AUTOMATIC);
  const start = parseSlotTimestamp(timestamp);
  const event = page.event;
  if (!event) return null;
  if (start === null) {
    return (
      <Navigate to="/d/$shareLink" params={{ shareLink: page.shareLink }} search={(prev) => prev} replace />
    );
  }
  const date = dateKeyInZone(start, zone);
  const backTo = (day: string) =>
    void navigate({
      to: '/d/$shareLink',
      params: { shareLink: page.shareLink },
      search: (prev) => ({ ...prev, date: day, month: day.slice(0, 7), duration: search.duration }),
    });

  if (page.isRescheduling && page.view) {
    return (
      <ShareReschedule
        view={page.view}
        event={event}
        slot={{ start, duration: page.view.meeting.duration, zone }}
        onBack={backTo}
      />
    );
  }

  const duration = chosenDuration(event, search.duration);
  const linkData = page.linkData;
  const flow: BookingFlow = {
    submit: (request, attemptKey) => bookThroughShareLink(request, page.shareLink, attemptKey),
    onPayment: async (paymentId) => {
      await navigate({
        to: '/d/$shareLink/payment_status',
        params: { shareLink: page.shareLink },
        search: { paymentId },
      });
    },
    onBooked: async ({ key }) => {
      // The link may now be used up: read it afresh next time, but keep this visit's pages.
      void queryClient.invalidateQueries({ queryKey: shareLinkKey(page.shareLink), refetchType: 'none' });
      const onSuccess = safeRedirectUrl(linkData?.shareLink.redirects.onSuccessURL);
      // In the app the host's page opens in the system browser and this one goes on.
      if (onSuccess && goToAddress(onSuccess)) return;
      await navigate({
        to: '/d/$shareLink/thanks',
        params: { shareLink: page.shareLink },
        // The slot's day and length belong to the picker, not to the booking made.
        search: (prev) => ({ ...validateCarriedSearch(prev as never), attendeeId: key, rescheduled: false }),
      });
    },
    onSlotTaken: backTo,
  };
  const preFill = linkData?.shareLink.preFill ?? {};
  return (
    <BookerFrame
      aside={
        <EventInfoPanel
          event={event}
          workspaceName={event.appearance.bookingName ?? ''}
          duration={duration}
          locale={locale}
          slotSummary={
            <SlotSummary
              start={start}
              duration={duration}
              zone={zone}
              timeFormat={preferences.timeFormat}
              locale={locale}
            />
          }
          backControl={<BackControl label={t('booker.changeTime')} onClick={() => backTo(date)} />}
        />
      }
    >
      <title>{t('booker.detailsTitle', { eventName: event.name })}</title>
      <BookingForm
        event={event}
        accessLink={page.accessLink}
        slug={event.slug}
        responseId={null}
        externalId={null}
        slot={{ start, duration, timezone: zone }}
        utms={readUtms(allSearch)}
        locale={locale}
        onBack={() => backTo(date)}
        flow={flow}
        identity={{
          fullName: preFill.name,
          emailId: preFill.emailId,
          isLocked: preFill.disableChange === true,
        }}
      />
    </BookerFrame>
  );
}

function ShareReschedule(props: {
  view: AttendeeView;
  event: PublicEvent;
  slot: { start: number; duration: number; zone: string };
  onBack: (date: string) => void;
}) {
  const { view, slot } = props;
  const t = useT();
  const locale = pageLocale();
  const { preferences } = useEventZone(props.event);
  const reschedule = useReschedule(view, props.onBack);
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
  if (reschedule.block) return <ChangeBlocked block={reschedule.block} view={view} />;
  return (
    <BookerFrame
      aside={
        <BookingOverview
          view={view}
          zone={slot.zone}
          timeFormat={preferences.timeFormat}
          locale={locale}
          label={t('after.rescheduleLabel')}
          asPageTitle
          isStruck
        />
      }
    >
      <title>{t('after.rescheduleTitle', { eventName: props.event.name })}</title>
      <RescheduleConfirm
        slot={slot}
        timeFormat={preferences.timeFormat}
        locale={locale}
        isSaving={reschedule.isSaving}
        error={reschedule.error}
        onBack={() => props.onBack(dateKeyInZone(slot.start, slot.zone))}
        onConfirm={(reason) => void reschedule.submit(slot, reason)}
      />
    </BookerFrame>
  );
}
