/** The Postgres error behind a driver or ORM error, if any (Drizzle wraps it in `cause`). */
function pgError(
  error: unknown,
): { code?: string; constraint?: string; constraint_name?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as never;
    current = e.cause;
  }
  return undefined;
}

function constraintOf(e: { constraint?: string; constraint_name?: string }): string | undefined {
  return e.constraint ?? e.constraint_name;
}

/** True for a unique violation (23505), optionally of the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  return e?.code === '23505' && (!constraint || constraintOf(e) === constraint);
}

/** True for an exclusion-constraint violation (23P01), optionally of the named constraint. */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  return e?.code === '23P01' && (!constraint || constraintOf(e) === constraint);
}

/** True for a serialization failure or deadlock: the transaction may be retried. */
export function isRetryableTxError(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code === '40001' || code === '40P01';
}

/** How many times in all a transaction is run when PostgreSQL aborts it as a deadlock or serialization failure. */
export const TX_ATTEMPTS = 3;

/**
 * Runs a transaction, and runs it again (up to {@link TX_ATTEMPTS} times in all) when PostgreSQL
 * aborted it as a deadlock or a serialization failure: nothing of it was written, and the same
 * work usually goes through once the other transaction has ended.
 */
export async function retryTransaction<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (isRetryableTxError(error) && attempt < TX_ATTEMPTS) continue;
      throw error;
    }
  }
}

/** True for a foreign-key violation (23503): the row points at, or is pointed at by, another. */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgError(error)?.code === '23503';
}

/**
 * True when the database refused a value it cannot store: a NUL character in text (22021) or in
 * JSON (22P05), a value out of its type's range (22003, 22008), or a date it cannot read (22007,
 * 22009: e.g. a year past 9999). The request's checks should have caught it; it is the client's
 * input all the same.
 */
export function isUnstorableValue(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code !== undefined && UNSTORABLE_CODES.has(code);
}
const UNSTORABLE_CODES = new Set(['22021', '22P05', '22003', '22008', '22007', '22009']);

/** Errors of a connection rather than a statement: the server restarting, refusing or gone. */
const CONNECTION_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '55000',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * True when the database could not be reached or dropped the connection (a restart, a failover):
 * the same statement may succeed once it is back. A statement that failed this way may or may not
 * have been applied, so only idempotent work should be retried.
 */
export function isConnectionError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && (CONNECTION_CODES.has(e.code) || SOCKET_CODES.has(e.code))) return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        e.message,
      )
    )
      return true;
    current = e.cause;
  }
  return false;
}
