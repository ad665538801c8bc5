import type { BookingEventKind } from './kinds.ts';
import type { AttendeeRow, MeetingRow, QueueRow } from './repo.ts';

export { BOOKING_EVENT_KINDS, type BookingEventKind, MEETING_CHANGE_KINDS } from './kinds.ts';

/** One step of a booking's life, as a row of its event log. */
export type LifecycleEvent = QueueRow;

/**
 * The booking as the event's job read it, handed from one subscriber to the next: the video
 * subscriber hands on the meeting with its new link, so the letters and calendar copies carry it.
 */
export interface EventRead {
  meeting: MeetingRow | undefined;
  attendee: AttendeeRow | undefined;
  /** Whether one of `hosts` had a destination calendar when the job read the meeting. */
  destination: { hosts: readonly string[]; has: boolean } | undefined;
  /** What one subscriber loaded that another may need (the event's settings), by key: read once per run. */
  loaded: Map<string, Promise<unknown>>;
}

/** Loads something once per run of an event's subscribers, however many of them ask for it. */
export function loadOnce<T>(read: EventRead, key: string, load: () => Promise<T>): Promise<T> {
  let found = read.loaded.get(key) as Promise<T> | undefined;
  if (!found) {
    found = load();
    read.loaded.set(key, found);
  }
  return found;
}

/**
 * Something that acts on the lifecycle's events after their transaction commits (video meetings,
 * calendar copies, letters, reminders). Each keeps its own state per event: done, failed for good
 * after its own retries, or attempts so far; one that fails never keeps another from running, and
 * a retry runs only the subscribers that are not done. The booking, payment and meeting code
 * knows only this interface; `apps/server/src/listeners.ts` lists the subscribers. `D` is the
 * server's dependencies.
 */
export interface Subscriber<D> {
  name: string;
  /** The event kinds it acts on; every kind when absent. */
  kinds?: readonly BookingEventKind[];
  /** Subscribers whose work it carries (the video link): it runs once each is done or has failed for good. */
  after?: readonly string[];
  /** Acts on the event; what it returns replaces those parts of the read for the subscribers after it. */
  handle(
    deps: D,
    event: LifecycleEvent,
    read: EventRead,
    attempt: { last: boolean },
  ): Promise<Partial<EventRead> | undefined>;
}
