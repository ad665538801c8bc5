import type { DbKind } from '@kairos/db/test/test-db';
import { DEFAULT_OAUTH_CONFIG, type OAuthConfig } from '../src/features/oauth/config.ts';
import { API, createEvent, daySlots, weekdays } from './booking-factory.ts';
import type { FakeCalendarStore } from './fake-calendar-store.ts';
import { createClock, createTestApp, signUpHost, type TestApp } from './test-app.ts';

/** The instant the Google and Microsoft calendar suites start at. */
export const CALENDAR_NOW = '2027-06-01T06:00:00Z';
const at = (iso: string) => Date.parse(iso);

export interface OAuthCalendarHost<F> {
  t: TestApp;
  fake: F;
  host: Awaited<ReturnType<typeof signUpHost>>;
  eventId: string;
  /** The busy hour's event, for the suites that change it. */
  busyId: string;
  /** The public page's slots of one day (UTC). */
  slots(day: string): Promise<string[]>;
  /** The host's calendar connections as the API lists them. */
  connections: ReturnType<typeof listConnections>;
}

const listConnections = (host: Awaited<ReturnType<typeof signUpHost>>) => async () =>
  (await host.agent.request('GET', `${API}/calendar-connections`)).json().connections;

/**
 * What the Google and Microsoft calendar suites share: a provider's fake on a movable clock at
 * CALENDAR_NOW whose host calendar holds a busy hour (2027-06-02 09:00), a free one (11:00), a
 * weekly hour (13:00, four weeks, the second cancelled) and an all-day event (2027-06-04); a test
 * app whose OAuth settings point at the fake; and a host with a one-hour weekday event "Call"
 * open 9 to 17 UTC. The suite connects the account itself.
 */
export async function startOAuthCalendarHost<F extends { store: FakeCalendarStore }>(
  kind: DbKind,
  p: {
    start(now: () => number): Promise<F>;
    calendarId: string;
    oauth(fake: F): Partial<OAuthConfig>;
  },
): Promise<OAuthCalendarHost<F>> {
  const clock = createClock(CALENDAR_NOW);
  const fake = await p.start(() => clock.now().getTime());
  const s = fake.store;
  const calendarId = p.calendarId;
  const busyId = s.add({
    calendarId,
    start: at('2027-06-02T09:00:00Z'),
    end: at('2027-06-02T10:00:00Z'),
    free: false,
  }).id;
  s.add({ calendarId, start: at('2027-06-02T11:00:00Z'), end: at('2027-06-02T12:00:00Z'), free: true });
  const weekly = s.add({
    calendarId,
    start: at('2027-06-02T13:00:00Z'),
    end: at('2027-06-02T14:00:00Z'),
    free: false,
    recurrence: { freq: 'WEEKLY', count: 4 },
  });
  s.cancelOccurrence(weekly.id, at('2027-06-09T13:00:00Z'));
  s.add({ calendarId, start: '2027-06-04', end: '2027-06-05', free: false });

  const t = await createTestApp(kind, {
    clock,
    config: { oauth: { ...DEFAULT_OAUTH_CONFIG, ...p.oauth(fake) } },
  });
  const host = await signUpHost(t.app);
  const eventId = await createEvent(host.agent, {
    name: 'Call',
    duration: 60,
    customAvailableHour: weekdays('UTC'),
  });
  return {
    t,
    fake,
    host,
    eventId,
    busyId,
    slots: (day) => daySlots(t.app, eventId, day),
    connections: async () =>
      (await host.agent.request('GET', `${API}/calendar-connections`)).json().connections,
  };
}
