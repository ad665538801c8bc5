import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PaymentStatusPage } from '../features/payment-status/payment-status-page';

const route = getRouteApi('/d/$shareLink/payment_status');

/** A share link's payment status page, then its thanks page. */
function SharePaymentStatus() {
  const params = route.useParams();
  const { paymentId } = route.useSearch();
  const navigate = route.useNavigate();
  const toThanks = useCallback(
    (attendeeId: string) =>
      void navigate({ to: '/d/$shareLink/thanks', params, search: { attendeeId }, replace: true }),
    [navigate, params],
  );
  return (
    <PaymentStatusPage
      paymentId={paymentId}
      back={() => void navigate({ to: '/d/$shareLink', params })}
      toThanks={toThanks}
    />
  );
}

export const Route = createLazyRoute('/d/$shareLink/payment_status')({ component: SharePaymentStatus });
