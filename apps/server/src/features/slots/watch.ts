import { randomUUID } from 'node:crypto';
import type { Database } from '@kairos/db/client';
import type { Channel, ChannelHandlers } from '@kairos/db/listen';
import type { LocalWrites } from '@kairos/db/local-writes';

/** The channel the slot-version triggers announce each raised key on (migration 0038). */
export const SLOT_VERSIONS_CHANNEL = 'kairos_slot_versions';

/** What the watch saw when an answer began to be computed: the answer holds while none of its keys changed since. */
export interface WatchStamp {
  generation: number;
  clock: number;
}

/**
 * The slot versions as this process last heard them, so that a cached dates answer can be trusted
 * without asking PostgreSQL: every raised key is announced at commit (`pg_notify`), and the watch
 * notes when it heard each. An answer computed at a stamp holds while no key it depends on was
 * heard after it.
 *
 * Announcements arrive after the commit, with no order against what the writer does next; for this
 * process's own writes that matters (a visitor books, then asks for the dates again). So the watch
 * trusts nothing while one of the process's writes is under way, and after each one it sends a
 * marker through the listening connection: PostgreSQL delivers notifications in commit order, so
 * when the marker comes back, every announcement of the writes before it has been heard. Until
 * then, and whenever the connection is down, the caller reads the fingerprint as before. Another
 * process's writes are heard within the delivery time of a notification.
 */
export class SlotVersionWatch implements ChannelHandlers {
  private generation = 0;
  private clock = 0;
  private listening = false;
  private readonly heardAt = new Map<string, number>();
  /** Markers: this process's own, numbered by the writes settled when it was sent. */
  private readonly marker = `sync:${randomUUID()}:`;
  private synced = 0;
  private sending = false;
  private sendAgain = false;
  private channel: Channel | undefined;
  private stopWatching: () => void = () => {};

  constructor(private readonly writes: LocalWrites) {}

  /** Starts listening through `listen` (the database's own). */
  start(listen: (channel: string, handlers: ChannelHandlers) => Channel): void {
    this.channel = listen(SLOT_VERSIONS_CHANNEL, this);
    this.stopWatching = this.writes.onSettled(() => this.sendMarker());
  }

  async close(): Promise<void> {
    this.stopWatching();
    this.listening = false;
    await this.channel?.close();
  }

  /** Whether what was heard is complete: listening, none of this process's writes under way or unheard. */
  trusted(): boolean {
    return this.listening && this.writes.inFlight === 0 && this.synced >= this.writes.settled;
  }

  stamp(): WatchStamp {
    return { generation: this.generation, clock: this.clock };
  }

  /** Whether none of `keys` was heard after `stamp`, and nothing can have been missed since. */
  unchangedSince(stamp: WatchStamp, keys: readonly string[]): boolean {
    if (!this.trusted() || stamp.generation !== this.generation) return false;
    for (const key of keys) {
      const heard = this.heardAt.get(key);
      if (heard !== undefined && heard > stamp.clock) return false;
    }
    return true;
  }

  message(payload: string): void {
    if (payload.startsWith('sync:')) {
      if (payload.startsWith(this.marker)) {
        this.synced = Math.max(this.synced, Number(payload.slice(this.marker.length)));
      }
      return;
    }
    this.clock += 1;
    this.heardAt.set(payload, this.clock);
  }

  up(): void {
    // Whatever was announced while the connection was down is lost: every earlier stamp is void.
    this.generation += 1;
    this.heardAt.clear();
    this.listening = true;
    this.sendMarker();
  }

  down(): void {
    this.listening = false;
  }

  /** One marker on its way at a time; writes settled meanwhile are covered by the next. */
  private sendMarker(): void {
    if (!this.channel || !this.listening) return;
    if (this.sending) {
      this.sendAgain = true;
      return;
    }
    this.sending = true;
    this.sendAgain = false;
    const settled = this.writes.settled;
    this.channel.notify(`${this.marker}${settled}`).then(
      () => this.markerSent(),
      () => this.markerSent(),
    );
  }

  private markerSent(): void {
    this.sending = false;
    if (this.sendAgain) this.sendMarker();
  }
}

/**
 * The watch of a database that can announce (PostgreSQL), started, listening at `listenUrl` when
 * given; none for the embedded one, or when `listenUrl` is `off`.
 */
export function watchSlotVersions(database: Database, listenUrl?: string): SlotVersionWatch | undefined {
  const { localWrites, listen } = database;
  if (!localWrites || !listen || listenUrl === 'off') return undefined;
  const watch = new SlotVersionWatch(localWrites);
  watch.start((channel, handlers) => listen(channel, handlers, listenUrl));
  return watch;
}
