import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { INPUT_CLASS } from '../../booker/components/form-field';
import { RichText } from '../../booker/components/rich-text';
import { useEventZone } from '../../booker/components/slot-picker';
import { pageLocale } from '../../booker/use-public-event';
import { useVisitorPreferences } from '../../booker/visitor-preferences';
import { useT } from '../../i18n/i18n-context';
import { goToAddress } from '../../native/native-shell';
import { PublicPage } from '../../public-theme/components/public-page';
import { safeRedirectUrl } from '../../share-link/redirects';
import { trackEvent } from '../../tracking/tracker';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { blockFromError, blockFromView, type ChangeBlock } from '../change-block';
import type { AttendeeView } from '../contract';
import { attendeeViewKey, cancelMeeting } from '../queries';
import { failureText } from '../use-reschedule';
import { BookingOverview } from './booking-overview';
import { ChangeBlocked } from './change-blocked';
import { REASON_MAX_LENGTH } from './reschedule-confirm';

const CARD =
  'my-auto w-full max-w-xl rounded-2xl border border-(--pb-border) bg-(--pb-surface) p-5 shadow-sm sm:p-8';

/** `/cancellation/{attendeeId}/`: the booking, the host's policy, a reason and the cancel button. */
export function CancelPage({ view }: { view: AttendeeView }) {
  return (
    <PublicPage appearance={view.event?.appearance} hideBranding={view.event?.appearance.companyBranding}>
      <CancelFlow view={view} />
    </PublicPage>
  );
}

function CancelFlow({ view }: { view: AttendeeView }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useT();
  const locale = pageLocale();
  const preferences = useVisitorPreferences();
  const eventZone = useEventZone(view.event ?? { timezonePreference: { type: 'AUTOMATIC', timezone: '' } });
  const zone = view.event ? eventZone.zone : preferences.timezone;
  const [now] = useState(() => Date.now());
  const [reason, setReason] = useState('');
  const [isAsking, setIsAsking] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [block, setBlock] = useState<ChangeBlock | null>(null);
  const [isCancelled, setIsCancelled] = useState(false);
  const reasonId = useId();
  const eventId = view.event?._id ?? '';

  useEffect(() => {
    trackEvent('view_cancel_event_page', { eventId }, { onceKey: view.attendee._id });
  }, [eventId, view.attendee._id]);

  // Once cancelled here, the page stays as it is while the confirmation loads.
  const shown = block ?? (isCancelled ? null : blockFromView(view, 'cancel', now, t));
  if (shown) return <ChangeBlocked block={shown} view={view} />;

  function ask(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setIsAsking(true);
  }

  async function confirm() {
    if (isSaving) return;
    trackEvent('clicked_cancel_button', { eventId });
    setIsSaving(true);
    try {
      await cancelMeeting({
        attendeeId: view.attendee._id,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      setIsCancelled(true);
      queryClient.setQueryData<AttendeeView>(attendeeViewKey(view.attendee._id), (current) =>
        current
          ? {
              ...current,
              attendee: { ...current.attendee, status: 'CANCELLED' },
              meeting: { ...current.meeting, status: 'CANCELLED' },
            }
          : current,
      );
      const onCancel = safeRedirectUrl(view.shareLink?.redirects.onCancelURL);
      // In the app the host's page opens in the system browser and this one goes on.
      if (onCancel && goToAddress(onCancel)) return;
      await navigate({
        to: '/cancellation/$attendeeId/confirmed',
        params: { attendeeId: view.attendee._id },
        search: (prev) => prev,
      });
      void queryClient.invalidateQueries({ queryKey: attendeeViewKey(view.attendee._id) });
    } catch (failure) {
      setIsAsking(false);
      const refusal = blockFromError(failure, 'cancel', t);
      if (refusal) setBlock(refusal);
      else setError(failureText(failure, t));
    } finally {
      setIsSaving(false);
    }
  }

  const policyText = view.policy?.cancellationPolicy?.trim();
  return (
    <div className={CARD}>
      <title>
        {t('after.cancelTitle', {
          eventName: view.meeting.eventName || view.event?.name || t('after.meeting'),
        })}
      </title>
      <BookingOverview
        view={view}
        zone={zone}
        timeFormat={preferences.timeFormat}
        locale={locale}
        label={t('after.cancelLabel')}
        asPageTitle
      />
      {policyText && (
        <section
          aria-labelledby={`${reasonId}-policy`}
          className="mt-5 rounded-xl border border-(--pb-border) bg-(--pb-brand-soft) p-4 text-sm"
        >
          <h2 id={`${reasonId}-policy`} className="font-semibold">
            {t('after.cancellationPolicy')}
          </h2>
          <RichText text={policyText} className="mt-1.5 text-(--pb-text) leading-relaxed" />
        </section>
      )}
      <form onSubmit={ask} className="mt-5 flex flex-col gap-4 border-(--pb-border) border-t pt-5">
        <div>
          <label htmlFor={reasonId} className="block font-medium text-sm">
            {t('after.cancelReason')}{' '}
            <span className="font-normal text-(--pb-muted)">{t('after.optional')}</span>
          </label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            placeholder={t('after.cancelReasonPlaceholder')}
            onChange={(e) => setReason(e.target.value)}
            className={`mt-1.5 ${INPUT_CLASS}`}
          />
        </div>
        {error && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm"
          >
            {error}
          </p>
        )}
        <div className="flex justify-end">
          <button
            type="submit"
            className="w-full rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-sm text-white shadow-sm hover:bg-red-800 sm:w-auto"
          >
            {t('after.cancelMeeting')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        title={t('after.cancelAsk')}
        message={t('after.cancelWarning')}
        confirmLabel={t('after.cancelConfirm')}
        cancelLabel={t('after.keepMeeting')}
        isOpen={isAsking}
        isPending={isSaving}
        isDestructive
        onCancel={() => setIsAsking(false)}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
