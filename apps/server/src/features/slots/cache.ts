import type { DatesBody } from '@kairos/core/bookings/dates-schema';

interface Entry {
  fingerprint: string;
  /** The serialised answer, or the computation still under way (so concurrent misses share it). */
  payload: Promise<string>;
}

/**
 * Computed slots kept per process, keyed by the request and the minute they were computed for,
 * and trusted only while the database's slot fingerprint for the event is unchanged. Any change
 * to meetings, hosts, hours or the event in any process changes the fingerprint.
 */
export class SlotCache {
  private readonly entries = new Map<string, Entry>();
  constructor(private readonly capacity = 500) {}

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

  async getOrCompute(key: string, fingerprint: string, compute: () => Promise<string>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit && hit.fingerprint === fingerprint) return hit.payload;
    const payload = compute();
    this.set(key, { fingerprint, payload });
    try {
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
