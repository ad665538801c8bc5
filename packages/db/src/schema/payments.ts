import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { workspaces } from './accounts.ts';
import { attendees, meetings } from './bookings.ts';

export const PAYMENT_STATUSES = [
  'PENDING',
  'AWAITING_VERIFICATION',
  'PAID',
  'FAILED',
  'EXPIRED',
  'REJECTED',
  'REFUNDED',
] as const;
export const REFUND_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;

/**
 * One payment attempt of one attendee's booking (spec "Payment record"). Amounts are integers
 * in the currency's minor unit (cents; yen for JPY). A pending online payment holds the
 * meeting's slot until `hold_expires_at`; a job expires it after that.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    attendeeId: uuid('attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    method: text('method').notNull(),
    /** The provider that takes the money (stripe, paypal, razorpay), null for manual methods. */
    provider: text('provider'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    billingName: text('billing_name'),
    emailId: text('email_id'),
    billingAddress: jsonb('billing_address').$type<Record<string, unknown> | null>(),
    paymentTime: timestamp('payment_time', { withTimezone: true }),
    /** The provider's payment id (Stripe payment intent, PayPal capture) or the payer's UPI reference. */
    externalPaymentId: text('external_payment_id'),
    /** The provider's order or checkout id (Stripe checkout session, PayPal/Razorpay order). */
    orderId: text('order_id'),
    /** Where the visitor pays (a hosted checkout page), while it is open. */
    checkoutUrl: text('checkout_url'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** The host who confirmed or rejected a manually settled payment. */
    verifiedBy: uuid('verified_by'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    refundStatus: text('refund_status', { enum: REFUND_STATUSES }),
    refundAmount: integer('refund_amount').notNull().default(0),
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_app_created_idx').on(t.appId, t.createdAt),
    index('payments_meeting_idx').on(t.meetingId),
    index('payments_attendee_idx').on(t.attendeeId),
    // The expiry sweep: pending holds by expiry time.
    index('payments_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'PENDING' and ${t.holdExpiresAt} is not null`),
    // A provider's order names one attempt.
    uniqueIndex('payments_provider_order_key').on(t.provider, t.orderId).where(sql`${t.orderId} is not null`),
  ],
);

/**
 * Every provider webhook event applied, by the provider's own event id: a redelivered event
 * finds its row and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    appId: uuid('app_id').notNull(),
    paymentId: uuid('payment_id'),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * A workspace's account with a payment provider. `sealed_credentials` is the provider's
 * credentials (API keys, webhook secret) encrypted with the server's secrets key; it is never
 * returned by the API. `public_config` holds what may be shown (e.g. a publishable key).
 */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    sealedCredentials: text('sealed_credentials').notNull(),
    publicConfig: jsonb('public_config').$type<Record<string, string>>().notNull().default({}),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.provider] })],
);

/** A workspace's payment rules: how long an unpaid booking holds its slot. */
export const paymentSettings = pgTable('payment_settings', {
  appId: uuid('app_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  holdMinutes: integer('hold_minutes').notNull().default(15),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
