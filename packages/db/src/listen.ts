import pg from 'pg';

export interface ChannelHandlers {
  /** A notification's payload, in commit order. */
  message(payload: string): void;
  /** Listening (again): notifications from now on arrive; any sent while down are lost. */
  up(): void;
  /** The connection is gone; `up` follows when it is back. */
  down(): void;
}

export interface Channel {
  /** Sends a notification on the channel, through the listening connection itself. */
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
}

const RETRY_MS = 1_000;

/**
 * One connection, outside the pool, that LISTENs on `channel` and comes back after a failure (a
 * restart of the server, a dropped network). `notify` goes through the same connection, so its own
 * notification arrives after every notification of a transaction that committed before it was sent.
 */
export function listenTo(connectionString: string, channel: string, handlers: ChannelHandlers): Channel {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    // Named, so that an operator (and a test) can tell it among the pool's connections.
    const next = new pg.Client({
      connectionString,
      application_name: `kairos listen ${channel}`,
      // A connection that vanished without a word (a dropped network) is noticed, not listened to forever.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    let lost = false;
    const fail = () => {
      if (lost) return;
      lost = true;
      if (client === next) {
        client = undefined;
        handlers.down();
      }
      next.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(), RETRY_MS);
    };
    next.on('error', fail);
    next.on('end', fail);
    next.on('notification', (note) => {
      if (note.channel === channel && client === next) handlers.message(note.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      fail();
      return;
    }
    if (closed || lost) {
      next.end().catch(() => {});
      return;
    }
    client = next;
    handlers.up();
  };
  void connect();

  return {
    async notify(payload) {
      if (!client) throw new Error(`not listening on ${channel}`);
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
