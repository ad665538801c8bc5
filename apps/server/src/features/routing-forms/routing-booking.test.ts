import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, book, bookingBody, createEvent } from '../../../test/booking-factory.ts';
import { createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

// Monday 1 March 2027, 08:00 UTC; the event is bookable on weekdays 09:00–17:00 UTC.
const NOW = '2027-03-01T08:00:00Z';
const SLOT = '2027-03-02T10:00:00Z';

describe.each(testDatabaseKinds())('routing to an event and booking from the response on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let eventId: string;
  let form: { _id: string; slug: string };

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock(NOW), workers: false });
    host = await signUpHost(t.app);
    eventId = await createEvent(host.agent, { name: 'Discovery call', slug: 'discovery' });
    form = (
      await host.agent.request('POST', `${API}/routing/form/new`, {
        name: 'Qualify',
        questions: [
          { questionId: 'who', content: 'Name', type: 'NAME', required: true },
          { questionId: 'mail', content: 'Email', type: 'EMAIL_ID', required: true },
        ],
      })
    ).json();
    const rule = await host.agent.request('POST', `${API}/routing/${form._id}/conditions/add`, {
      condition: {
        kind: 'group',
        join: 'ALL',
        children: [{ kind: 'clause', questionId: 'mail', operator: 'contains', value: '@acme.' }],
      },
      redirect: { type: 'EVENT_TYPE', eventId },
    });
    expect(rule.statusCode, rule.body).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  const submit = (name: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/website/routing-form`,
      payload: {
        questionAnswers: [
          { questionId: 'who', answer: name, type: 'NAME' },
          { questionId: 'mail', answer: email, type: 'EMAIL_ID' },
        ],
        appId: host.session.workspace._id,
        slug: form.slug,
      },
    });

  it('sends a matching visitor to the event’s booking page, pre-filled, and links the booking to the response', async () => {
    const res = await submit('Grace Hopper', 'grace@acme.test');
    expect(res.statusCode, res.body).toBe(201);
    const { redirect, _id: responseId } = res.json();
    expect(redirect).toEqual({
      type: 'EVENT_TYPE',
      title: null,
      body: null,
      externalUrl: null,
      accessLink: host.session.workspace.accessLink,
      eventSlug: 'discovery',
    });

    const page = await t.app.inject({
      method: 'GET',
      url: `${API}/website/event/${redirect.accessLink}/${redirect.eventSlug}?responseId=${responseId}`,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().prefill).toEqual({ name: 'Grace Hopper', emailId: 'grace@acme.test' });
    const plain = await t.app.inject({
      method: 'GET',
      url: `${API}/website/event/${redirect.accessLink}/discovery`,
    });
    expect(plain.json()).not.toHaveProperty('prefill');

    const booked = await book(
      t.app,
      bookingBody(eventId, SLOT, { attendee: { fullName: 'Grace Hopper', emailId: 'grace@acme.test' } }),
      `?responseId=${responseId}`,
    );
    expect(booked.statusCode, booked.body).toBe(202);
    // The meeting is written in the booking transaction; its side effects (mail) are not needed here.
    const queue = (
      await t.app.inject({ method: 'GET', url: `${API}/meet/queue-event/status/${booked.json().queueId}` })
    ).json();
    expect(queue.meetingId).toEqual(expect.any(String));
    const { rows } = await t.database.execute('select meeting_id from routing_responses where id = $1', [
      responseId,
    ]);
    expect(rows[0]?.meeting_id).toBe(queue.meetingId);

    const responses = (await host.agent.request('GET', `${API}/routing/${form._id}/response`)).json();
    expect(responses.responses[0]).toMatchObject({
      _id: responseId,
      meetingId: queue.meetingId,
      matchedRuleLabel: 'Discovery call',
      redirectType: 'EVENT_TYPE',
    });
  });

  it('gives no pre-fill for a response of another workspace', async () => {
    const stranger = await signUpHost(t.app);
    await createEvent(stranger.agent, { name: 'Other', slug: 'other' });
    const { _id: responseId } = (await submit('Ada', 'ada@acme.test')).json();
    const page = await t.app.inject({
      method: 'GET',
      url: `${API}/website/event/${stranger.session.workspace.accessLink}/other?responseId=${responseId}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).not.toHaveProperty('prefill');
  });

  it('says the event is gone instead of routing to a deleted event', async () => {
    const doomed = await createEvent(host.agent, { name: 'Doomed', slug: 'doomed' });
    const other = (
      await host.agent.request('POST', `${API}/routing/form/new`, { name: 'Gone', questions: [] })
    ).json();
    await host.agent.request('POST', `${API}/routing/${other._id}/conditions/add`, {
      condition: { kind: 'group', join: 'ALL', children: [] },
      redirect: { type: 'EVENT_TYPE', eventId: doomed },
    });
    await host.agent.request('DELETE', `${API}/event/${doomed}`);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/website/routing-form`,
      payload: { questionAnswers: [], appId: host.session.workspace._id, slug: other.slug },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().redirect).toMatchObject({
      type: 'CUSTOM_MESSAGE',
      title: 'This event is no longer available',
    });
  });

  it('opens a FORM share link as the public form', async () => {
    const created = await host.agent.request('POST', `${API}/share-link`, {
      formId: form._id,
      source: 'mail',
    });
    expect(created.statusCode, created.body).toBe(201);
    const open = await t.app.inject({ method: 'GET', url: `${API}/website/link/${created.json().link}` });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json()).toMatchObject({
      type: 'FORM',
      event: null,
      formInfo: { _id: form._id, appId: host.session.workspace._id, slug: form.slug },
      accessLink: host.session.workspace.accessLink,
      shareLink: { source: 'mail' },
    });
    const stranger = await signUpHost(t.app);
    expect((await stranger.agent.request('POST', `${API}/share-link`, { formId: form._id })).statusCode).toBe(
      404,
    );
    await host.agent.request('POST', `${API}/routing/form/${form._id}`, { status: 'INACTIVE' });
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/website/link/${created.json().link}` })).statusCode,
    ).toBe(404);
    await host.agent.request('POST', `${API}/routing/form/${form._id}`, { status: 'ACTIVE' });
  });
});
