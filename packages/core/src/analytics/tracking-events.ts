/**
 * Every tracking event the product sends (spec section 9); each is worth 1 USD to the trackers, and
 * each is recorded as a funnel event for the host's analytics.
 */
export const TRACKING_EVENTS = [
  'schedule_event',
  'payment_completed',
  'view_routing_form',
  'submit_routing_form',
  'submit_routing_form_success',
  'view_cancel_event_page',
  'view_reschedule_event_page',
  'view_teams_main_booking_page',
  'view_teams_event_booking_page',
  'view_thank_you_page',
  'redirect_payment_stripe',
  'redirect_payment_paypal',
  'upi_payment',
  'redirect_payment_razorpay',
  'pay_later',
  'view_public_booking_thank_you_page',
  'clicked_cancel_button',
  'clicked_reschedule_button',
  'view_cancel_confirmation_page',
  'date_selection',
  'time_selection',
  'otp_sent_on_email',
  'verify_email',
  'all_events_page',
  'view_booking_details_page',
] as const;
export type TrackingEventName = (typeof TRACKING_EVENTS)[number];

const KNOWN = new Set<string>(TRACKING_EVENTS);

export function isTrackingEvent(name: string): name is TrackingEventName {
  return KNOWN.has(name);
}
