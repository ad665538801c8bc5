import { attendees } from '@kairos/db/schema';
import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bookingBody, createEvent, waitForMail, waitForQueue } from '../../../test/booking-factory.ts';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

describe.each(testDatabaseKinds())('the language of a booking on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock('2027-03-01T08:00:00Z') });
  });
  afterAll(() => t.close());

  const bookAs = (body: unknown, headers: Record<string, string> = {}) =>
    new Agent(t.app).request('POST', `${API}/meet/book`, body, { headers });

  it('writes the attendee’s letter in the language they booked in, the host’s in English', async () => {
    const host = await signUpHost(t.app, { firstName: 'Hedy', lastName: 'Lamarr' });
    const eventId = await createEvent(host.agent, { name: 'Beratung' });
    const res = await bookAs(
      bookingBody(eventId, '2027-03-02T10:00:00Z', {
        language: 'de',
        attendee: { fullName: 'Lena Braun', emailId: 'lena@example.com' },
      }),
    );
    expect(res.statusCode, res.body).toBe(202);
    expect((await waitForQueue(t.app, res.json().queueId)).status).toBe('DONE');

    const letter = await waitForMail(
      host.agent,
      'lena@example.com',
      'Bestätigt: Beratung mit Hedy Lamarr am',
    );
    expect(letter.subject).toContain('Dienstag, 2. März 2027');
    expect(letter.text).toContain('Hallo Lena Braun,');
    expect(letter.text).toContain('Ihr Termin „Beratung“ mit Hedy Lamarr ist gebucht.');
    expect(letter.text).toContain('Dauer: 30 Minuten');
    expect(letter.text).toMatch(/Verschieben: http\S+\/reschedule\//);
    expect(letter.ics).toContain('SUMMARY:Beratung mit Hedy Lamarr');

    const toHost = await waitForMail(host.agent, host.body.emailId, 'Confirmed: Beratung with Hedy Lamarr');
    expect(toHost.text).toContain('Duration: 30 minutes');
    expect(toHost.ics).toContain('SUMMARY:Beratung with Hedy Lamarr');
  });

  it('takes the event’s fixed language, else Accept-Language, when the booking names none', async () => {
    const host = await signUpHost(t.app, { firstName: 'Asha', lastName: 'Rao' });
    const browser = await createEvent(host.agent, { name: 'Intro' });
    const fixed = await createEvent(host.agent, { name: 'Consulta', language: 'es' });

    const hindi = await bookAs(
      bookingBody(browser, '2027-03-02T10:00:00Z', {
        attendee: { fullName: 'Ravi', emailId: 'ravi@example.com' },
      }),
      { 'accept-language': 'ja;q=0.9, hi-IN;q=0.8, en;q=0.5' },
    );
    expect(hindi.statusCode, hindi.body).toBe(202);
    const spanish = await bookAs(
      bookingBody(fixed, '2027-03-02T11:00:00Z', {
        attendee: { fullName: 'Ana', emailId: 'ana@example.com' },
      }),
      { 'accept-language': 'de-DE' },
    );
    expect(spanish.statusCode, spanish.body).toBe(202);

    const toRavi = await waitForMail(host.agent, 'ravi@example.com', 'पुष्टि हो गई: Asha Rao के साथ Intro');
    expect(toRavi.text).toContain('नमस्ते Ravi,');
    expect(toRavi.text).toContain('मार्च');
    const toAna = await waitForMail(host.agent, 'ana@example.com', 'Confirmada: Consulta con Asha Rao el');
    expect(toAna.text).toContain('Tu reunión «Consulta» con Asha Rao está reservada.');
  });

  it('tells the attendee and guests of a cancellation in their language, the host in English', async () => {
    const host = await signUpHost(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    const eventId = await createEvent(host.agent, { name: 'Beratung', allowAttendeesToAddGuests: true });
    const res = await bookAs(
      bookingBody(eventId, '2027-03-03T10:00:00Z', {
        language: 'de',
        attendee: { fullName: 'Jonas Weber', emailId: 'jonas@example.com', guests: ['mia@example.com'] },
      }),
    );
    expect(res.statusCode, res.body).toBe(202);
    const { attendeeId } = await waitForQueue(t.app, res.json().queueId);
    const cancelled = await new Agent(t.app).request('PATCH', `${API}/meet/cancel`, {
      attendeeId,
      reason: 'Krank',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const letter = await waitForMail(
      host.agent,
      'jonas@example.com',
      'Abgesagt: Beratung mit Grace Hopper am',
    );
    expect(letter.subject).toContain('Mittwoch, 3. März 2027');
    expect(letter.text).toContain('Hallo Jonas Weber,');
    expect(letter.text).toContain('Ihr Termin „Beratung“ mit Grace Hopper wurde abgesagt.');
    expect(letter.text).toContain('Dauer: 30 Minuten');
    expect(letter.text).toContain('Grund: Krank');
    expect(letter.ics).toContain('METHOD:CANCEL');
    expect(letter.ics).toContain('SUMMARY:Beratung mit Grace Hopper');
    const toGuest = await waitForMail(host.agent, 'mia@example.com', 'Abgesagt: Beratung mit Grace Hopper');
    expect(toGuest.text).toContain('Der Termin „Beratung“ von Jonas Weber mit Grace Hopper wurde abgesagt.');
    const toHost = await waitForMail(host.agent, host.body.emailId, 'Cancelled: Beratung with Grace Hopper');
    expect(toHost.text).toContain('Reason: Krank');
    expect(toHost.ics).toContain('SUMMARY:Beratung with Grace Hopper');
  });

  it('gives the attendee’s pages the language they booked in, null for a booking without one', async () => {
    const host = await signUpHost(t.app, { firstName: 'Emmy', lastName: 'Noether' });
    const eventId = await createEvent(host.agent, { name: 'Sprechstunde' });
    const german = await bookAs(
      bookingBody(eventId, '2027-03-04T10:00:00Z', {
        attendee: { fullName: 'Paul Klee', emailId: 'paul@example.com' },
      }),
      { 'accept-language': 'de-CH, en;q=0.5' },
    );
    expect(german.statusCode, german.body).toBe(202);
    const { attendeeId } = await waitForQueue(t.app, german.json().queueId);
    const view = await new Agent(t.app).request('GET', `${API}/attendee/${attendeeId}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().attendee.language).toBe('de');

    const english = await bookAs(bookingBody(eventId, '2027-03-04T11:00:00Z', { language: 'en' }));
    expect(english.statusCode, english.body).toBe(202);
    const older = (await waitForQueue(t.app, english.json().queueId)).attendeeId;
    // A booking made before bookings stored their language.
    await t.deps.db.update(attendees).set({ language: null }).where(eq(attendees.id, older));
    const olderView = await new Agent(t.app).request('GET', `${API}/attendee/${older}`);
    expect(olderView.statusCode, olderView.body).toBe(200);
    expect(olderView.json().attendee.language).toBeNull();
  });

  it('refuses a language that does not ship, with the ones that do', async () => {
    const host = await signUpHost(t.app);
    const eventId = await createEvent(host.agent, { name: 'Call' });
    const res = await bookAs(bookingBody(eventId, '2027-03-02T12:00:00Z', { language: 'xx' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().issues).toEqual([
      { path: 'language', message: 'Use one of: en, de, es, fr, pt-BR, hi' },
    ]);
  });

  it('refuses an event language that does not ship', async () => {
    const host = await signUpHost(t.app);
    const res = await host.agent.request('POST', `${API}/event/add`, {
      name: 'X',
      duration: 30,
      language: 'ja',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});
