import { useEffect } from 'react';
import { useEventZone } from '../../booker/components/slot-picker';
import { pageLocale } from '../../booker/use-public-event';
import { useT } from '../../i18n/i18n-context';
import { PublicPage } from '../../public-theme/components/public-page';
import { trackEvent } from '../../tracking/tracker';
import { CheckCircleIcon } from '../../ui/components/icons';
import { eventPagePath } from '../booking-view';
import type { AttendeeView } from '../contract';
import { BookingOverview } from './booking-overview';
import { PRIMARY_LINK, StateCard } from './state-card';

/** `/cancellation/{attendeeId}/confirmed`: the meeting is off; the way to book another time. */
export function CancelConfirmedPage({ view }: { view: AttendeeView | null }) {
  const t = useT();
  const eventId = view?.event?._id ?? '';
  const attendeeId = view?.attendee._id ?? 'unknown';
  useEffect(() => {
    trackEvent('view_cancel_confirmation_page', { eventId }, { onceKey: attendeeId });
  }, [eventId, attendeeId]);
  const bookAgain = view ? eventPagePath(view) : null;
  if (view && view.meeting.status !== 'CANCELLED' && view.attendee.status !== 'CANCELLED') {
    return (
      <PublicPage appearance={view.event?.appearance} hideBranding={view.event?.appearance.companyBranding}>
        <StateCard title={t('after.stillBookedTitle')}>
          <p className="mx-auto mt-3 max-w-md text-(--pb-muted) text-sm">{t('after.stillBookedText')}</p>
          <a
            href={`/cancellation/${encodeURIComponent(view.attendee._id)}/`}
            className={`mt-6 ${PRIMARY_LINK}`}
          >
            {t('after.goToCancellation')}
          </a>
        </StateCard>
      </PublicPage>
    );
  }
  return (
    <PublicPage appearance={view?.event?.appearance} hideBranding={view?.event?.appearance.companyBranding}>
      <StateCard icon={<CheckCircleIcon className="size-7" />} title={t('after.cancelledTitle')}>
        <p className="mx-auto mt-3 max-w-md text-(--pb-muted) text-sm">
          {view?.attendee.emailId
            ? t('after.cancelledSentTo', { email: view.attendee.emailId })
            : t('after.cancelledToldHost')}
        </p>
        {view && <CancelledSummary view={view} />}
        {bookAgain && (
          <a href={bookAgain} className={`mt-6 ${PRIMARY_LINK}`}>
            {t('after.bookAgain')}
          </a>
        )}
      </StateCard>
    </PublicPage>
  );
}

function CancelledSummary({ view }: { view: AttendeeView }) {
  const t = useT();
  const fallback = { timezonePreference: { type: 'AUTOMATIC' as const, timezone: '' } };
  const { zone, preferences } = useEventZone(view.event ?? fallback);
  return (
    <div className="mt-6 border-(--pb-border) border-y py-5">
      <BookingOverview
        view={view}
        zone={zone}
        timeFormat={preferences.timeFormat}
        locale={pageLocale()}
        label={t('after.cancelled')}
        isStruck
      />
    </div>
  );
}
