import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import type { WebhookTrigger } from '@kairos/core/webhooks/webhook-schema';

/** What each trigger means to a host picking them: its name in the dashboard catalogue. */
export const TRIGGER_KEYS = {
  'booking.created': 'webhooks.trigger.bookingCreated',
  'booking.requested': 'webhooks.trigger.bookingRequested',
  'booking.confirmed': 'webhooks.trigger.bookingConfirmed',
  'booking.rejected': 'webhooks.trigger.bookingRejected',
  'booking.rescheduled': 'webhooks.trigger.bookingRescheduled',
  'booking.cancelled': 'webhooks.trigger.bookingCancelled',
  'booking.no_show': 'webhooks.trigger.noShow',
  'payment.initiated': 'webhooks.trigger.paymentInitiated',
  'payment.paid': 'webhooks.trigger.paymentPaid',
  'payment.refunded': 'webhooks.trigger.paymentRefunded',
  'routing_form.submitted': 'webhooks.trigger.routingFormSubmitted',
  'contact.created': 'webhooks.trigger.contactCreated',
  'contact.blocked': 'webhooks.trigger.contactBlocked',
} as const satisfies Record<WebhookTrigger, DashboardKey>;
