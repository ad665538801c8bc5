import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, addMember, book, bookingBody, countRows, createEvent } from '../../../test/booking-factory.ts';
import {
  Agent,
  createClock,
  createTestApp,
  sessionFor,
  signUpHost,
  type TestApp,
} from '../../../test/test-app.ts';
import { FUNNEL_EVENTS_PER_IP } from './funnel.ts';

describe.each(testDatabaseKinds())('funnel events from the pages and the server on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let eventId: string;
  let formId: string;
  const range = 'from=2027-02-20&to=2027-03-10';
  const beacon = (payload: Record<string, unknown>, agent = new Agent(t.app)) =>
    agent.request('POST', `${API}/website/funnel-event`, payload, { xsrf: false });

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock('2027-03-01T08:00:00Z'), workers: false });
    host = await signUpHost(t.app);
    eventId = await createEvent(host.agent, { name: 'Discovery call', slug: 'discovery' });
    const form = await host.agent.request('POST', `${API}/routing/form/new`, {
      name: 'Qualify',
      questions: [{ questionId: 'mail', content: 'Email', type: 'EMAIL_ID', required: true }],
    });
    formId = form.json()._id;
    await host.agent.request('POST', `${API}/routing/${formId}/conditions/add`, {
      condition: {
        kind: 'group',
        join: 'ALL',
        children: [{ kind: 'clause', questionId: 'mail', operator: 'contains', value: '@acme.' }],
      },
      redirect: { type: 'EVENT_TYPE', eventId },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores the pages’ events without the anti-forgery echo, and refuses bad ones', async () => {
    const accepted = [
      { name: 'date_selection', eventId, visitorId: 'visitor-one', utmSource: 'news', utmCampaign: 'spring' },
      { name: 'all_events_page', accessLink: host.session.workspace.accessLink, visitorId: 'visitor-one' },
      { name: 'view_routing_form', formId, visitorId: 'visitor-two' },
      // Recorded by the server itself: acknowledged, not stored.
      { name: 'schedule_event', eventId, visitorId: 'visitor-one' },
    ];
    for (const payload of accepted) expect((await beacon(payload)).statusCode).toBe(204);
    // A signed-in host looking at their own page: sendBeacon cannot echo the XSRF header.
    expect(
      (await beacon({ name: 'time_selection', eventId, visitorId: 'visitor-one' }, host.agent)).statusCode,
    ).toBe(204);
    expect(await countRows(t, 'funnel_events', `source = 'browser'`)).toBe(4);

    const refused: Array<[Record<string, unknown>, number]> = [
      [{ name: 'clicked_everything', eventId }, 400],
      [{ name: 'date_selection' }, 400],
      [{ name: 'date_selection', eventId, visitorId: 'a b' }, 400],
      [{ name: 'date_selection', eventId: '00000000-0000-4000-8000-000000000000' }, 404],
      [{ name: 'date_selection', accessLink: 'nobody-here' }, 404],
    ];
    for (const [payload, status] of refused) {
      const res = await beacon(payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toEqual(expect.any(String));
    }
    expect(await countRows(t, 'funnel_events', `source = 'browser'`)).toBe(4);
  });

  it('limits one address', async () => {
    await t.database.execute(
      `insert into rate_limits (key, count, reset_at) values ('funnel:ip:10.9.8.7', $1, '2027-03-01T08:05:00Z')`,
      [FUNNEL_EVENTS_PER_IP],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/website/funnel-event`,
      remoteAddress: '10.9.8.7',
      payload: { name: 'date_selection', eventId },
    });
    expect(res.statusCode).toBe(429);
  });

  it('records bookings, cancellations and routed responses itself, and reports them', async () => {
    const routed = await t.app.inject({
      method: 'POST',
      url: `${API}/website/routing-form`,
      payload: {
        questionAnswers: [{ questionId: 'mail', answer: 'grace@acme.test', type: 'EMAIL_ID' }],
        appId: host.session.workspace._id,
        slug: 'qualify',
      },
    });
    expect(routed.statusCode, routed.body).toBe(201);
    const first = await book(
      t.app,
      bookingBody(eventId, '2027-03-02T10:00:00Z', {
        attendee: { emailId: 'grace@acme.test' },
        utms: { utm_source: 'news', utm_campaign: 'spring' },
      }),
      `?responseId=${routed.json()._id}`,
    );
    expect(first.statusCode, first.body).toBe(202);
    const second = await book(t.app, bookingBody(eventId, '2027-03-02T11:00:00Z'));
    expect(second.statusCode, second.body).toBe(202);
    const queue = await t.app.inject({
      method: 'GET',
      url: `${API}/meet/queue-event/status/${second.json().queueId}`,
    });
    const cancel = await new Agent(t.app).request('PATCH', `${API}/meet/cancel`, {
      attendeeId: queue.json().attendeeId,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const get = async (path: string, agent: Agent = host.agent) => {
      const res = await agent.request('GET', `${API}/analytics/${path}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    // visitor-one picked a date and a time but no page of theirs saw a booking; visitor-two only
    // opened the form. The two bookings came through the API without a page.
    expect(await get(`summary?${range}`)).toMatchObject({
      visitors: 2,
      visitorBookings: 2,
      bookingPageVisitors: 1,
      visitorsWhoBooked: 0,
      conversionRate: 0,
      created: 2,
      meetings: 2,
      cancelled: 1,
    });
    const steps = Object.fromEntries(
      (await get(`funnel?${range}`)).steps.map((s: { name: string; events: number }) => [s.name, s.events]),
    );
    expect(steps).toMatchObject({
      date_selection: 1,
      time_selection: 1,
      all_events_page: 1,
      view_routing_form: 1,
      schedule_event: 2,
      clicked_cancel_button: 1,
      submit_routing_form_success: 1,
      verify_email: 0,
    });
    expect((await get(`utm?${range}`)).rows).toEqual([
      { source: '', campaign: '', visitors: 2, bookings: 1 },
      { source: 'news', campaign: 'spring', visitors: 1, bookings: 1 },
    ]);
    expect((await get(`routing-forms?${range}`)).rows).toEqual([
      expect.objectContaining({
        formName: 'Qualify',
        ruleLabel: 'Discovery call',
        isDefault: false,
        responses: 1,
        booked: 1,
      }),
    ]);
    const csv = await get(`export?${range}&chart=utm`);
    expect(Buffer.from(csv.csvBuffer, 'base64').toString('utf8')).toBe(
      '\uFEFFUTM source,UTM campaign,Visitors,Bookings\r\n,,2,1\r\nnews,spring,1,1\r\n',
    );
    // The funnel card's steps and figures; bookings and payments carry no visitor, so none is said.
    const funnelCsv = await get(`export?${range}&chart=funnel`);
    expect(Buffer.from(funnelCsv.csvBuffer, 'base64').toString('utf8')).toBe(
      '\uFEFFStep,Times,Visitors\r\n' +
        'Opened a listing,1,1\r\nPicked a date,1,1\r\nPicked a time,1,1\r\nReached the details,0,0\r\n' +
        'Verified their email,0,0\r\nBooked,2,\r\nPaid,0,\r\n',
    );

    // A member who neither hosts nor co-hosts the event sees none of its funnel.
    const memberId = await addMember(t, host.session.workspace._id, 'Nina');
    const member = await sessionFor(t, memberId, host.session.workspace._id);
    expect(await get(`summary?${range}`, member)).toMatchObject({
      visitors: 0,
      visitorBookings: 0,
      meetings: 0,
    });
  });
});
