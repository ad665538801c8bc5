import type { DatesBody } from '@kairos/core/bookings/dates-schema';
import type { SlotVersionWatch, WatchStamp } from './watch.ts';

/** A computed answer and the slot-version keys it depends on (the event's and its hosts'). */
export interface Computed {
  payload: Buffer;
  keys: readonly string[];
}

interface Entry {
  fingerprint: string;
  /** The answer as UTF-8 JSON, ready to send, or the computation still under way (so concurrent misses share it). */
  payload: Promise<Buffer>;
  /** Once computed: what the watch had heard before the fingerprint was read, and the keys to listen for. */
  heard?: { stamp: WatchStamp; keys: readonly string[] };
}

/**
 * Computed slots kept per process, keyed by the request and the minute they were computed for,
 * and trusted only while the database's slot fingerprint for the event is unchanged. Any change
 * to meetings, hosts, hours or the event in any process changes the fingerprint. With a watch (on
 * PostgreSQL), an answer none of whose keys was announced since is served without the read.
 */
export class SlotCache {
  private readonly entries = new Map<string, Entry>();
  private readonly fingerprints: FreshReads<string>;
  constructor(
    readFingerprint: (eventId: string) => Promise<string>,
    private readonly watch?: SlotVersionWatch,
    private readonly capacity = 500,
  ) {
    this.fingerprints = new FreshReads(readFingerprint);
  }

  /** The cached answer for `key` if the watch vouches that nothing it depends on changed; else undefined. */
  vouched(key: string): Promise<Buffer> | undefined {
    const entry = this.entries.get(key);
    if (!entry?.heard || !this.watch?.unchangedSince(entry.heard.stamp, entry.heard.keys)) return undefined;
    return entry.payload;
  }

  /** What the watch has heard so far; taken before the fingerprint read that an answer rests on. */
  stamp(): WatchStamp | undefined {
    return this.watch?.stamp();
  }

  /** The event's slot fingerprint as it stands now, read no earlier than this call. */
  fingerprint(eventId: string): Promise<string> {
    return this.fingerprints.get(eventId);
  }

  static key(body: DatesBody, minute: number): string {
    return [
      body.eventId,
      body.startDate,
      body.endDate,
      body.timezone,
      body.duration ?? '',
      body.agentId ?? '',
      minute,
    ].join('|');
  }

  /**
   * The answer for `key` at this fingerprint, computed once. `stamp` is what the watch had heard
   * before `fingerprint` was read: an answer computed now is vouched for while no key it depends on
   * is heard after that.
   */
  async getOrCompute(
    key: string,
    fingerprint: string,
    stamp: WatchStamp | undefined,
    compute: () => Promise<Computed>,
  ): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit && hit.fingerprint === fingerprint) {
      // The fingerprint, read after `stamp`, still holds: the answer is current as of `stamp` too.
      if (hit.heard && stamp) hit.heard = { stamp, keys: hit.heard.keys };
      return hit.payload;
    }
    const computed = compute();
    const payload = computed.then((c) => c.payload);
    // A failure reaches this caller through `computed`; whoever shares the entry meanwhile awaits `payload` itself.
    payload.catch(() => {});
    const entry: Entry = { fingerprint, payload };
    this.set(key, entry);
    try {
      const { keys } = await computed;
      if (stamp) entry.heard = { stamp, keys };
      return await payload;
    } catch (error) {
      if (this.entries.get(key)?.payload === payload) this.entries.delete(key);
      throw error;
    }
  }

  private set(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

/**
 * Reads of one key shared by the requests that wait for them, without ever answering a request
 * with a read that began before it arrived: a request joins the read that will start next, never
 * the one already under way. Under load one read then serves every request that came in during
 * the previous one (for the slot fingerprint, one statement per round trip instead of one per
 * request), and the answer is as fresh as if each request had read alone.
 */
export class FreshReads<T> {
  private readonly running = new Map<string, Promise<T>>();
  private readonly queued = new Map<string, Promise<T>>();
  constructor(private readonly read: (key: string) => Promise<T>) {}

  get(key: string): Promise<T> {
    const queued = this.queued.get(key);
    if (queued) return queued;
    const running = this.running.get(key);
    if (!running) return this.start(key);
    const next = running.then(
      () => this.start(key),
      () => this.start(key),
    );
    this.queued.set(key, next);
    return next;
  }

  private start(key: string): Promise<T> {
    if (this.queued.has(key)) this.queued.delete(key);
    const read = this.read(key);
    this.running.set(key, read);
    const done = () => {
      if (this.running.get(key) === read) this.running.delete(key);
    };
    read.then(done, done);
    return read;
  }
}
