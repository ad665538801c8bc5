import type { PublicEvent } from '@kairos/core/events/public-event-schema';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useSearch } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo } from 'react';
import { messageWithParts } from '../../after-booking/components/message-parts';
import { bookingsApi } from '../../api/clients';
import { useT } from '../../i18n/i18n-context';
import { goToAddress, withNativeBridge } from '../../native/native-shell';
import { trackEvent } from '../../tracking/tracker';
import { CheckCircleIcon, HourglassIcon } from '../../ui/components/icons';
import { Spinner } from '../../ui/components/spinner';
import type { AttendeeDetailsResponse } from '../booking-contract';
import { type BookingSummary, mergeAttendeeDetails, recallBooking } from '../booking-summary';
import { redirectTarget } from '../confirmation';
import { hostName, visibleHosts } from '../event-display';
import { pageLocale, usePublicEventPage } from '../use-public-event';
import { readUtms } from '../utm';
import { useVisitorPreferences } from '../visitor-preferences';
import { AddToCalendar, ConfirmationDetails, ConfirmationLinks } from './confirmation-parts';

const thanksRoute = getRouteApi('/$accessLink/$slug/thanks');
const LINK_POLL_MS = 1500;
/** About half a minute; the link also comes by email. */
const LINK_POLLS = 20;

function attendeeQuery(attendeeId: string | null) {
  return {
    queryKey: ['public', 'attendee', attendeeId],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      bookingsApi.get<AttendeeDetailsResponse>(`/attendee/${encodeURIComponent(attendeeId ?? '')}`, {
        signal,
      }),
    // Ids starting with `q-` name a queued booking the server has no attendee for yet.
    enabled: attendeeId !== null && !attendeeId.startsWith('q-'),
    staleTime: 60_000,
    // A video meeting's link is made just after the booking: ask again until it is there.
    refetchInterval: (query: { state: { data?: AttendeeDetailsResponse; dataUpdateCount: number } }) =>
      query.state.data?.meeting?.onlineMeeting?.status === 'PENDING' &&
      query.state.dataUpdateCount < LINK_POLLS
        ? LINK_POLL_MS
        : false,
  };
}

/** `/{accessLink}/{slug}/thanks`: what was booked, calendar links and the way to change it. */
export function ThanksStep() {
  const t = useT();
  const page = usePublicEventPage();
  const { attendeeId } = thanksRoute.useSearch();
  return (
    <BookingThanks
      event={page.event}
      accessLink={page.accessLink}
      slug={page.slug}
      attendeeId={attendeeId}
      bookAgain={
        <Link
          to="/$accessLink/$slug"
          params={{ accessLink: page.accessLink, slug: page.slug }}
          className={BOOK_AGAIN_CLASS}
        >
          {t('booker.bookATime')}
        </Link>
      }
    />
  );
}

const BOOK_AGAIN_CLASS =
  'mt-6 inline-flex rounded-lg bg-(--pb-button) px-4 py-2 font-medium text-(--pb-button-text) text-sm';

interface BookingThanksProps {
  event: PublicEvent;
  accessLink: string;
  slug: string;
  attendeeId: string | null;
  /** The way to book again when the booking cannot be found. */
  bookAgain: ReactNode;
}

/** The thanks page's content for a booking of `event`, wherever the booking was made. */
export function BookingThanks(props: BookingThanksProps) {
  const t = useT();
  const { attendeeId } = props;
  const page = { event: props.event, accessLink: props.accessLink, slug: props.slug };
  const allSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const preferences = useVisitorPreferences();
  const locale = pageLocale();
  const remembered = useMemo(() => (attendeeId ? recallBooking(attendeeId) : null), [attendeeId]);
  const details = useQuery(attendeeQuery(attendeeId));
  const merged = mergeAttendeeDetails(remembered, details.data);
  const summary: BookingSummary | null = merged && {
    ...merged,
    accessLink: merged.accessLink || page.accessLink,
    eventSlug: merged.eventSlug || page.slug,
    hosts: merged.hosts.length > 0 ? merged.hosts : visibleHosts(page.event).map(hostName),
    confirmationPage: merged.confirmationPage ?? page.event.confirmationPage,
  };
  const target = summary ? redirectTarget(summary) : null;
  const trackingKey = attendeeId ?? 'none';
  const hasSummary = summary !== null;

  useEffect(() => {
    if (!hasSummary) return;
    trackEvent('view_thank_you_page', { eventId: page.event._id }, { onceKey: trackingKey });
    trackEvent('view_public_booking_thank_you_page', { eventId: page.event._id }, { onceKey: trackingKey });
    // In the mobile app, a booking is the moment to ask for a store review (nothing on the web).
    withNativeBridge((bridge) => bridge.requestReview());
    if (target) goToAddress(target, 'replace');
  }, [hasSummary, target, trackingKey, page.event._id]);

  if (!summary) {
    if (details.isFetching) {
      return (
        <div role="status" className="my-auto flex items-center gap-2 text-sm">
          <Spinner className="size-5" /> {t('thanks.loading')}
        </div>
      );
    }
    return (
      <Card>
        <title>{t('thanks.notFoundTitle')}</title>
        <h1 className="font-semibold text-xl tracking-tight">{t('thanks.notFoundHeading')}</h1>
        <p className="mt-2 text-(--pb-muted) text-sm">{t('thanks.notFoundHint')}</p>
        {props.bookAgain}
      </Card>
    );
  }

  if (target) {
    return (
      <div role="status" className="my-auto flex items-center gap-2 text-sm">
        <Spinner className="size-5" /> {t('thanks.redirecting')}
      </div>
    );
  }

  const awaitsHost = summary.status === 'ACTION_REQUIRED';
  // A bank transfer or cash the host has yet to receive: the wait is for the payment.
  const awaitsPayment = summary.state === 'AWAITING_PAYMENT';
  const realAttendee = summary.attendeeId && !summary.attendeeId.startsWith('q-') ? summary.attendeeId : null;
  return (
    <Card>
      <title>{awaitsHost ? t('thanks.requestedTitle') : t('thanks.confirmedTitle')}</title>
      <span
        aria-hidden="true"
        className="mx-auto grid size-12 place-items-center rounded-full bg-(--pb-brand-soft) text-(--pb-brand-ink)"
      >
        {awaitsHost ? <HourglassIcon className="size-6" /> : <CheckCircleIcon className="size-7" />}
      </span>
      <h1 className="mt-4 font-semibold text-2xl tracking-tight">
        {awaitsPayment
          ? t('thanks.awaitingPaymentHeading')
          : awaitsHost
            ? t('thanks.awaitingHostHeading')
            : t('thanks.scheduledHeading')}
      </h1>
      <p className="mx-auto mt-2 max-w-md text-(--pb-muted) text-sm">
        {awaitsPayment
          ? t('thanks.awaitingPaymentText')
          : awaitsHost
            ? t('thanks.awaitingHostText')
            : summary.attendeeEmail
              ? t('thanks.sentTo', { email: summary.attendeeEmail })
              : t('thanks.sentToYou')}
      </p>
      <ConfirmationDetails summary={summary} timeFormat={preferences.timeFormat} locale={locale} />
      {!awaitsHost && <AddToCalendar summary={summary} />}
      <ConfirmationLinks summary={summary} />
      {realAttendee && <ChangeLinks attendeeId={realAttendee} search={allSearch} />}
    </Card>
  );
}

function Card({ children }: { children: ReactNode }) {
  return (
    <div className="w-full max-w-xl rounded-2xl border border-(--pb-border) bg-(--pb-surface) px-5 py-8 text-center shadow-sm sm:px-10">
      {children}
    </div>
  );
}

/** Reschedule and cancel pages live outside this layout; UTM parameters go along in the query. */
function ChangeLinks({ attendeeId, search }: { attendeeId: string; search: Record<string, unknown> }) {
  const t = useT();
  const query = new URLSearchParams(readUtms(search)).toString();
  const suffix = query ? `?${query}` : '';
  const id = encodeURIComponent(attendeeId);
  const link = 'font-medium text-(--pb-text) underline underline-offset-2';
  return (
    // Right under the details' own bottom rule (nothing between them), a second rule would frame
    // an empty band.
    <p className="mt-6 border-(--pb-border) border-t pt-5 text-(--pb-muted) text-sm [dl+&]:border-t-0 [dl+&]:pt-0">
      {messageWithParts(t, 'thanks.changePrompt', {
        reschedule: (
          <a href={`/reschedule/${id}/${suffix}`} className={link}>
            {t('after.rescheduleLink')}
          </a>
        ),
        cancel: (
          <a href={`/cancellation/${id}/${suffix}`} className={link}>
            {t('after.cancelLink')}
          </a>
        ),
      })}
    </p>
  );
}
