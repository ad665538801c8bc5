import { expect } from '@playwright/test';
import { FAKE_STRIPE } from '../support/payment-fakes';
import { createEvent, type Host, uniqueEmail, xsrfHeaders } from './support-meetings';

/** The Stripe stand-in the Playwright config starts (apps/server/test/fake-stripe.ts). */
export const fakeStripeUrl = (): string => `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`;

/**
 * Adds a webhook endpoint at the Stripe stand-in for the host's workspace, as a host does in
 * Stripe's Dashboard, and returns its signing secret.
 */
export async function addStripeWebhookEndpoint(host: Host, url: string): Promise<string> {
  const response = await host.api.post(`${fakeStripeUrl()}/v1/webhook_endpoints`, {
    headers: { authorization: `Bearer ${FAKE_STRIPE.secretKey}` },
    form: {
      url,
      'enabled_events[0]': 'checkout.session.completed',
      'enabled_events[1]': 'checkout.session.expired',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).secret;
}

/** Connects the host's workspace to the Stripe stand-in through the API (endpoint, key, secret). */
export async function connectFakeStripe(host: Host): Promise<void> {
  const accounts = await (await host.api.get('/api/v1/bookings/payments/accounts')).json();
  const stripe = accounts.accounts.find((a: { provider: string }) => a.provider === 'stripe');
  const webhookSecret = await addStripeWebhookEndpoint(host, stripe.webhookUrl);
  const response = await host.api.put('/api/v1/bookings/payments/accounts/stripe', {
    data: { secretKey: FAKE_STRIPE.secretKey, webhookSecret },
    headers: await xsrfHeaders(host),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The paid event most payment tests book: "Card call" at `card-call`, 25 USD by Stripe. */
export const CARD_CALL = {
  name: 'Card call',
  payment: { enable: true, methods: ['STRIPE'], amount: 25, currencyCode: 'USD' },
};

/** A host with Stripe connected through the stand-in and the card-call event; returns its id. */
export async function createStripeEvent(host: Host): Promise<string> {
  await connectFakeStripe(host);
  return createEvent(host, 'card-call', CARD_CALL);
}

/** Expires an open Checkout Session at the stand-in, as Stripe does when its time runs out. */
export async function expireStripeSession(host: Host, sessionId: string): Promise<void> {
  const response = await host.api.post(`${fakeStripeUrl()}/v1/checkout/sessions/${sessionId}/expire`, {
    headers: { authorization: `Bearer ${FAKE_STRIPE.secretKey}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export interface StartedPayment {
  id: string;
  next: { type: string; url?: string; data?: Record<string, unknown> };
}

/** Books `time` (ISO, UTC) as a visitor paying by `method`, through the public API. */
export async function bookWithPayment(
  host: Host,
  eventId: string,
  time: string,
  method: string,
  fullName = `Payer ${method}`,
): Promise<StartedPayment> {
  const response = await host.api.post('/api/v1/bookings/meet/book', {
    data: {
      eventId,
      time,
      duration: 30,
      timezone: 'UTC',
      attendee: { fullName, emailId: uniqueEmail(method.toLowerCase()), answers: [], guests: [] },
      payment: { method },
    },
    headers: await xsrfHeaders(host),
  });
  expect(response.status(), await response.text()).toBe(202);
  return (await response.json()).payment;
}
