import type { WebhookTrigger } from '@kairos/core/webhooks/webhook-schema';

/** What each trigger means to a host picking them. */
export const TRIGGER_LABELS: Record<WebhookTrigger, string> = {
  'booking.created': 'Booking created',
  'booking.requested': 'Booking requested (awaiting confirmation)',
  'booking.confirmed': 'Booking confirmed',
  'booking.rejected': 'Booking rejected',
  'booking.rescheduled': 'Booking rescheduled',
  'booking.cancelled': 'Booking cancelled',
  'booking.no_show': 'No-show marked',
  'payment.initiated': 'Payment initiated',
  'payment.paid': 'Payment paid',
  'payment.refunded': 'Payment refunded',
  'routing_form.submitted': 'Routing form submitted',
  'contact.created': 'Contact created',
  'contact.blocked': 'Contact blocked',
};
