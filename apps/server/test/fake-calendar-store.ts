/**
 * The events behind the Google Calendar and Microsoft Graph fakes: single, all-day and simple
 * recurring events (daily or weekly, a count of occurrences, cancelled occurrences), each
 * change numbered so the fakes can answer "what changed since" as the real sync tokens do.
 */
export interface StoredEvent {
  id: string;
  calendarId: string;
  /** Instants (ms) of the first occurrence, or all-day dates as `YYYY-MM-DD`. */
  start: number | string;
  end: number | string;
  recurrence?: { freq: 'DAILY' | 'WEEKLY'; count: number } | undefined;
  /** Occurrence starts (ms or date) that were cancelled (an exception). */
  cancelled: Set<number | string>;
  free: boolean;
  deleted: boolean;
  /** The change number of the event's last change. */
  seq: number;
  /** Everything else the client sent (summary, attendees, ids of its own…). */
  fields: Record<string, unknown>;
}

export interface Occurrence {
  id: string;
  event: StoredEvent;
  start: number | string;
  end: number | string;
  cancelled: boolean;
}

const DAY_MS = 86_400_000;

function shift(value: number | string, ms: number): number | string {
  if (typeof value === 'number') return value + ms;
  return new Date(Date.parse(`${value}T00:00:00Z`) + ms).toISOString().slice(0, 10);
}

export function startMs(value: number | string): number {
  return typeof value === 'number' ? value : Date.parse(`${value}T00:00:00Z`);
}

export class FakeCalendarStore {
  private seq = 1;
  private counter = 0;
  readonly events = new Map<string, StoredEvent>();

  get changeNumber(): number {
    return this.seq;
  }

  newId(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter.toString(36)}${Date.now().toString(36)}`;
  }

  add(
    event: Omit<StoredEvent, 'seq' | 'deleted' | 'cancelled' | 'id' | 'fields'> & Partial<StoredEvent>,
  ): StoredEvent {
    this.seq += 1;
    const stored: StoredEvent = {
      id: event.id ?? this.newId('ev'),
      cancelled: new Set(),
      deleted: false,
      fields: {},
      ...event,
      seq: this.seq,
    };
    this.events.set(stored.id, stored);
    return stored;
  }

  update(id: string, change: Partial<StoredEvent>): StoredEvent | undefined {
    const event = this.events.get(id);
    if (!event || event.deleted) return undefined;
    this.seq += 1;
    Object.assign(event, change, { seq: this.seq });
    return event;
  }

  remove(id: string): boolean {
    const event = this.events.get(id);
    if (!event || event.deleted) return false;
    this.seq += 1;
    event.deleted = true;
    event.seq = this.seq;
    return true;
  }

  cancelOccurrence(id: string, start: number | string): void {
    const event = this.events.get(id);
    if (!event) return;
    this.seq += 1;
    event.cancelled.add(start);
    event.seq = this.seq;
  }

  /** Every occurrence of the event (one for a single event), with the occurrence's own id. */
  occurrences(
    event: StoredEvent,
    instanceId: (event: StoredEvent, start: number | string) => string,
  ): Occurrence[] {
    if (!event.recurrence)
      return [{ id: event.id, event, start: event.start, end: event.end, cancelled: event.deleted }];
    const step = event.recurrence.freq === 'DAILY' ? DAY_MS : 7 * DAY_MS;
    const list: Occurrence[] = [];
    for (let i = 0; i < event.recurrence.count; i++) {
      const start = shift(event.start, i * step);
      list.push({
        id: instanceId(event, start),
        event,
        start,
        end: shift(event.end, i * step),
        cancelled: event.deleted || event.cancelled.has(start),
      });
    }
    return list;
  }

  /** The occurrences of a calendar overlapping [from, to), changed after `since` when given (cancelled ones included then). */
  find(
    calendarId: string,
    p: { from?: number; to?: number; since?: number },
    instanceId: (event: StoredEvent, start: number | string) => string,
  ): Occurrence[] {
    const found: Occurrence[] = [];
    for (const event of this.events.values()) {
      if (event.calendarId !== calendarId) continue;
      if (p.since !== undefined && event.seq <= p.since) continue;
      for (const o of this.occurrences(event, instanceId)) {
        if (p.since === undefined && o.cancelled) continue;
        if (p.from !== undefined && startMs(o.end) <= p.from) continue;
        if (p.to !== undefined && startMs(o.start) >= p.to) continue;
        found.push(o);
      }
    }
    return found.sort((a, b) => startMs(a.start) - startMs(b.start));
  }
}
