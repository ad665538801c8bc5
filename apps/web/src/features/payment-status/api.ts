import type { PaymentStatusResponse } from '@kairos/core/payments/payment-api-schema';
import { bookingsApi } from '../api/clients';

/** `GET /meet/payment/{id}/status`. */
export function fetchPaymentStatus(id: string): Promise<PaymentStatusResponse> {
  return bookingsApi.get<PaymentStatusResponse>(`/meet/payment/${encodeURIComponent(id)}/status`);
}

/** `POST /meet/payment/{id}/upi-reference`: the payer's 12-digit UPI transaction reference. */
export function sendUpiReference(id: string, reference: string): Promise<PaymentStatusResponse> {
  return bookingsApi.post<PaymentStatusResponse>(`/meet/payment/${encodeURIComponent(id)}/upi-reference`, {
    reference,
  });
}

/** While a payment can still change by itself (the provider, the host), the page keeps asking. */
export function isOpen(status: PaymentStatusResponse['status'] | undefined): boolean {
  return status === undefined || status === 'PENDING' || status === 'AWAITING_VERIFICATION';
}
