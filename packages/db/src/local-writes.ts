import type pg from 'pg';

/**
 * The writes this process makes to PostgreSQL, as they become visible: a write is under way from
 * the moment it is sent until it is answered, and counted as settled then. Only what other
 * connections can see counts: an autocommit statement that is not a plain read, and a COMMIT;
 * statements inside a transaction are invisible until its COMMIT. Reads are told apart by their
 * first word (`select`, `show`, `set`, …): anything else counts as a write, so a doubtful
 * statement errs towards a write.
 */
export class LocalWrites {
  /** Writes sent and not answered yet. */
  inFlight = 0;
  /** Writes answered so far (committed or failed). */
  settled = 0;
  private readonly listeners = new Set<() => void>();
  private readonly ignored: Array<(text: string) => boolean> = [];

  /**
   * Statements outside a transaction that `matches` recognises do not count: their writer (the job
   * queue, on its own tables) says they change nothing another reader of this process waits for.
   */
  ignoreStatements(matches: (text: string) => boolean): void {
    this.ignored.push(matches);
  }

  /** Whether an autocommit statement is one of the ignored ones. */
  ignores(text: string): boolean {
    return this.ignored.some((matches) => matches(text));
  }

  /** Calls `listener` after each write settles; returns the way to stop. */
  onSettled(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  begin(): void {
    this.inFlight += 1;
  }

  end(): void {
    this.inFlight -= 1;
    this.settled += 1;
    for (const listener of this.listeners) listener();
  }
}

type Effect = 'read' | 'write' | 'enter' | 'leave';

const READS = new Set(['select', 'show', 'set', 'reset', 'listen', 'unlisten', 'explain', 'values', 'fetch']);

/** What a statement does to what other connections see, given whether its connection is in a transaction. */
export function statementEffect(text: string | undefined, inTransaction: boolean): Effect {
  const word = /^\s*([a-z]+)/i.exec(text ?? '')?.[1]?.toLowerCase() ?? '';
  if (word === 'begin' || word === 'start') return 'enter';
  if (word === 'commit' || word === 'end') return 'write';
  if (word === 'rollback' || word === 'abort') {
    // `rollback to savepoint` stays in the transaction.
    return /^\s*rollback\s+to\b/i.test(text ?? '') ? 'read' : 'leave';
  }
  if (inTransaction || READS.has(word)) return 'read';
  return 'write';
}

type Query = (...args: unknown[]) => unknown;

/**
 * Counts a pool connection's visible writes in `writes`. The connection's `query` is wrapped once;
 * callbacks, promises and submittables (a `Query` object) are all followed to their answer.
 */
export function trackWrites(client: pg.PoolClient, writes: LocalWrites): void {
  const original = client.query.bind(client) as Query;
  let inTransaction = false;
  const query: Query = (...args) => {
    const [config] = args;
    const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;
    let effect = statementEffect(text, inTransaction);
    if (effect === 'write' && !inTransaction && text && writes.ignores(text)) effect = 'read';
    if (effect === 'enter') inTransaction = true;
    if (effect === 'leave') inTransaction = false;
    if (effect !== 'write') return original(...args);
    inTransaction = false;
    writes.begin();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      writes.end();
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...answer: unknown[]) => {
        end();
        return (callback as Query)(...answer);
      };
      return original(...args);
    }
    const submittable = config as { submit?: unknown; once?: (event: string, fn: () => void) => void };
    if (typeof submittable?.submit === 'function' && typeof submittable.once === 'function') {
      submittable.once('end', end);
      submittable.once('error', end);
      return original(...args);
    }
    let result: unknown;
    try {
      result = original(...args);
    } catch (error) {
      end();
      throw error;
    }
    if (result instanceof Promise) result.then(end, end);
    else end();
    return result;
  };
  client.query = query as typeof client.query;
}
