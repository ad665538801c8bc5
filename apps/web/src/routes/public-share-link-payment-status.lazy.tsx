import { createLazyRoute, getRouteApi, Link } from '@tanstack/react-router';
import { HourglassIcon } from '../features/ui/components/icons';

const shareLinkRoute = getRouteApi('/d/$shareLink');

/** Placeholder until payments land: says what happens and leads back to the link. */
function SharePaymentStatusPage() {
  const params = shareLinkRoute.useParams();
  return (
    <div className="my-auto w-full max-w-md rounded-2xl border border-(--pb-border) bg-(--pb-surface) px-6 py-10 text-center shadow-sm">
      <title>Payment status</title>
      <HourglassIcon className="mx-auto size-8 text-(--pb-muted)" />
      <h1 className="mt-4 font-semibold text-xl tracking-tight">We are checking your payment</h1>
      <p className="mt-3 text-(--pb-muted) text-sm leading-relaxed">
        Online payments are not available yet. If you paid, the host will confirm your booking by email.
      </p>
      <Link
        to="/d/$shareLink"
        params={params}
        search={(prev) => prev}
        className="mt-6 inline-flex rounded-lg bg-(--pb-button) px-4 py-2 font-medium text-(--pb-button-text) text-sm"
      >
        Back to the event
      </Link>
    </div>
  );
}

export const Route = createLazyRoute('/d/$shareLink/payment_status')({ component: SharePaymentStatusPage });
