import { AppError } from '@kairos/core/errors';
import type { PaymentSetting } from '@kairos/core/events/payment-schema';
import { DEFAULT_HOLD_MINUTES } from '@kairos/core/payments/payment-api-schema';
import { usableMethods } from '@kairos/core/payments/payment-rules';
import { PAYMENT_PROVIDER_IDS, type PaymentProviderId } from '@kairos/core/payments/payment-start-schema';
import type { DbOrTx } from '@kairos/db/client';
import type { Deps } from '../../deps.ts';
import { openSecret, sealSecret } from '../secrets/service.ts';
import { type PaymentProvider, type ProviderContext, ProviderError } from './providers.ts';
import { findProvider } from './registry.ts';
import * as repo from './repo.ts';

/** How each provider is named in messages to hosts. */
const PROVIDER_NAMES: Record<PaymentProviderId, string> = {
  stripe: 'Stripe',
  paypal: 'PayPal',
  razorpay: 'Razorpay',
};

export interface PaymentAccountView {
  provider: PaymentProviderId;
  /** False when the server has no client for this provider yet. */
  available: boolean;
  connected: boolean;
  /** What may be shown of the credentials (mode, last digits); never a secret. */
  details: Record<string, string>;
  /** The address to give the provider for its webhooks. */
  webhookUrl: string;
  updatedAt: string | null;
}

export function webhookUrl(deps: Deps, provider: string, appId: string): string {
  return `${deps.config.publicUrl}/api/v1/bookings/payments/webhook/${provider}/${appId}`;
}

/** Every provider with its connection state in this workspace. */
export async function listAccounts(deps: Deps, appId: string): Promise<PaymentAccountView[]> {
  const rows = await repo.listAccounts(deps.db, appId);
  return PAYMENT_PROVIDER_IDS.map((provider) => {
    const row = rows.find((r) => r.provider === provider);
    return {
      provider,
      available: findProvider(provider) !== undefined,
      connected: row?.enabled === true,
      details: row?.publicConfig ?? {},
      webhookUrl: webhookUrl(deps, provider, appId),
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  });
}

/** Connects (or re-keys) a provider: the credentials are checked, sealed and never returned. */
export async function saveAccount(
  deps: Deps,
  appId: string,
  providerId: string,
  credentials: unknown,
): Promise<PaymentAccountView> {
  const provider = findProvider(providerId);
  if (!provider) throw new AppError('NOT_FOUND', 'No such payment provider');
  const parsed = provider.credentialsSchema.safeParse(credentials);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new AppError(
      'VALIDATION_ERROR',
      issues[0] ? `${issues[0].path}: ${issues[0].message}` : undefined,
      {
        issues,
      },
    );
  }
  // Saved only once the provider takes them: "Connected" means payments can go through.
  await checkWithProvider(provider, {
    credentials: parsed.data,
    apiUrl: apiUrlOf(deps, provider.id),
    now: deps.now,
  });
  await repo.upsertAccount(
    deps.db,
    {
      appId,
      provider: provider.id,
      sealedCredentials: sealSecret(deps.config.secretsKey, JSON.stringify(parsed.data)),
      publicConfig: provider.describe(parsed.data),
    },
    deps.now(),
  );
  const views = await listAccounts(deps, appId);
  const view = views.find((v) => v.provider === provider.id);
  if (!view) throw new Error('saved account not listed');
  return view;
}

/**
 * Asks the provider whether it takes the credentials. What is checked is the sign-in: a refusal of
 * the read itself (e.g. a 404) comes after the provider accepted them, so it does not stop them.
 */
export async function checkWithProvider(provider: PaymentProvider<unknown>, ctx: ProviderContext<unknown>) {
  try {
    await provider.checkCredentials(ctx);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    const name = PROVIDER_NAMES[provider.id];
    if (error.kind === 'REJECTED') return;
    if (error.kind === 'AUTH')
      throw new AppError(
        'PAYMENT_ACCOUNT_REFUSED',
        `${name} refused these credentials; check them and try again`,
      );
    throw new AppError(
      'PAYMENT_PROVIDER_ERROR',
      `${name} could not check these credentials right now (${error.message}); try again`,
    );
  }
}

export async function removeAccount(deps: Deps, appId: string, providerId: string): Promise<void> {
  if (!(await repo.deleteAccount(deps.db, appId, providerId)))
    throw new AppError('NOT_FOUND', 'This provider is not connected');
}

/** A provider and the workspace's opened credentials, or undefined when it is not connected. */
export async function providerContext(
  deps: Pick<Deps, 'db' | 'config' | 'now'>,
  appId: string,
  providerId: string,
): Promise<{ provider: PaymentProvider<unknown>; ctx: ProviderContext<unknown> } | undefined> {
  const provider = findProvider(providerId);
  if (!provider) return undefined;
  const row = await repo.findAccount(deps.db, appId, providerId);
  if (!row?.enabled) return undefined;
  const credentials = provider.credentialsSchema.parse(
    JSON.parse(openSecret(deps.config.secretsKey, row.sealedCredentials)),
  );
  return { provider, ctx: { credentials, apiUrl: apiUrlOf(deps, providerId), now: deps.now } };
}

/** The provider API's base address from the server's configuration, if one is set (tests aim it at a fake). */
function apiUrlOf(deps: Pick<Deps, 'config'>, providerId: string): string | undefined {
  return (deps.config.paymentApiUrls as Record<string, string | undefined> | undefined)?.[providerId];
}

export async function holdMinutesOf(db: DbOrTx, appId: string): Promise<number> {
  return (await repo.findHoldMinutes(db, appId)) ?? DEFAULT_HOLD_MINUTES;
}

export async function saveHoldMinutes(deps: Deps, appId: string, holdMinutes: number): Promise<void> {
  await repo.saveHoldMinutes(deps.db, appId, holdMinutes, deps.now());
}

/**
 * Events as visitors see them: each paid event's methods narrowed to those that work now (its
 * provider connected; UPI in rupees), so the booker never offers a method the booking refuses.
 */
export async function withOfferedPaymentMethods<E extends { payment: PaymentSetting }>(
  db: DbOrTx,
  appId: string,
  events: E[],
): Promise<E[]> {
  if (!events.some((e) => e.payment.enable)) return events;
  const connected = new Set(
    (await repo.listAccounts(db, appId))
      .filter((account) => account.enabled && findProvider(account.provider))
      .map((account) => account.provider as PaymentProviderId),
  );
  return events.map((e) =>
    e.payment.enable ? { ...e, payment: { ...e.payment, methods: usableMethods(e.payment, connected) } } : e,
  );
}
