import { ProviderError } from './providers.ts';

/**
 * What the payment providers' REST clients share: one error shape for a refusal or an outage, a
 * bounded wait before the single retry of a 429 or 5xx, and a fetch with a timeout.
 */
export class ProviderCallError extends Error {
  constructor(
    readonly provider: string,
    /** The HTTP status PayPal or Razorpay answered; 0 when it could not be reached. */
    readonly status: number,
    message: string,
    /** The provider's machine-readable reason (PayPal's `issue`, Razorpay's `code`), when given. */
    readonly issue: string | undefined,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderCallError';
  }

  /** Whether the same call may pass later (an outage, a timeout or a rate limit). */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

export function providerCallError(
  provider: string,
  status: number,
  message: string,
  issue?: string,
): ProviderCallError {
  return new ProviderCallError(provider, status, message, issue);
}

const MAX_RETRY_WAIT_MS = 2_000;
const DEFAULT_RETRY_WAIT_MS = 250;

/** Waits as long as `Retry-After` asks (seconds), at most two seconds, before the one retry. */
export async function waitBeforeRetry(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => {});
  const header = response.headers.get('retry-after');
  const seconds = header === null ? Number.NaN : Number(header);
  const ms = Number.isFinite(seconds) ? Math.min(seconds * 1000, MAX_RETRY_WAIT_MS) : DEFAULT_RETRY_WAIT_MS;
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
}

const TIMEOUT_MS = 15_000;

/** `fetch` with a timeout; a network failure becomes a retryable ProviderCallError (status 0). */
export async function sendToProvider(provider: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw providerCallError(provider, 0, error instanceof Error ? error.message : String(error));
  }
}

/** A REST client's failure as the kind the payments service answers; anything else passes through. */
export function asProviderError(error: unknown): unknown {
  if (!(error instanceof ProviderCallError)) return error;
  if (error.status === 401) return new ProviderError('AUTH', error.message);
  if (error.status === 429) return new ProviderError('RATE_LIMITED', error.message);
  if (error.retryable) return new ProviderError('UNAVAILABLE', error.message);
  return new ProviderError('REJECTED', error.message);
}

/** Runs provider calls, turning their failures into ProviderError. */
export async function callProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asProviderError(error);
  }
}
