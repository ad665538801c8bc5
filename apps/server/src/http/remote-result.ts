/** What a call to an outside service's API answered: its value, or why not and whether to try again. */
export type RemoteResult<T> = { ok: true; value: T } | RemoteFailure;

export interface RemoteFailure {
  ok: false;
  /** The HTTP status, or 0 when the service could not be reached. */
  status: number;
  detail: string;
  /** 429, 5xx and unreachable: a later try may work. */
  retryable: boolean;
  /** The answer's `Retry-After`, as sent (seconds or an HTTP date). */
  retryAfter?: string | undefined;
}
