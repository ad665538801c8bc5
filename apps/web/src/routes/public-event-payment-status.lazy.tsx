import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PaymentStatusPage } from '../features/payment-status/payment-status-page';

const route = getRouteApi('/$accessLink/$slug/payment_status');

/** Where the visitor lands after paying (or to pay by UPI, transfer or cash), then on to the thanks page. */
function EventPaymentStatus() {
  const params = route.useParams();
  const { paymentId, token } = route.useSearch();
  const navigate = route.useNavigate();
  const toThanks = useCallback(
    (attendeeId: string) =>
      void navigate({ to: '/$accessLink/$slug/thanks', params, search: { attendeeId }, replace: true }),
    [navigate, params],
  );
  return (
    <PaymentStatusPage
      paymentId={paymentId}
      token={token}
      back={() => void navigate({ to: '/$accessLink/$slug', params })}
      toThanks={toThanks}
    />
  );
}

export const Route = createLazyRoute('/$accessLink/$slug/payment_status')({ component: EventPaymentStatus });
