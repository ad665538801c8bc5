import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, countRows, createEvent } from '../../../test/booking-factory.ts';
import { type Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

// Monday 1 March 2027, 08:00 UTC.
const NOW = '2027-03-01T08:00:00Z';

type Host = Awaited<ReturnType<typeof signUpHost>>;

const questions = [
  { questionId: 'name', content: 'Your name', type: 'NAME', required: true },
  { questionId: 'email', content: 'Your email', type: 'EMAIL_ID', required: true },
  {
    questionId: 'team',
    content: 'Which team?',
    type: 'RADIO',
    listItems: ['Sales', 'Support'],
    allowOthers: true,
  },
  { questionId: 'size', content: 'Company size', type: 'ONE_LINE' },
];

const sales = {
  kind: 'group',
  join: 'ALL',
  children: [{ kind: 'clause', questionId: 'team', operator: 'equals', value: 'sales' }],
};

describe.each(testDatabaseKinds())('routing forms on %s', (kind) => {
  let t: TestApp;
  let host: Host;
  let other: Host;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock(NOW), workers: false });
    host = await signUpHost(t.app, { firstName: 'Hedy' });
    other = await signUpHost(t.app, { firstName: 'Mallory' });
  });
  afterAll(async () => {
    await t.close();
  });

  const createForm = async (body: Record<string, unknown>, agent: Agent = host.agent) => {
    const res = await agent.request('POST', `${API}/routing/form/new`, body);
    if (res.statusCode !== 201) throw new Error(`form create failed: ${res.statusCode} ${res.body}`);
    return res.json() as { _id: string; slug: string; accessLink: string };
  };
  const rules = async (formId: string, agent: Agent = host.agent) =>
    (await agent.request('GET', `${API}/routing/${formId}/conditions/list`)).json().conditions as Array<{
      _id: string;
      isDefault: boolean;
      position: number;
      label: string;
    }>;
  const submit = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${API}/website/routing-form`, payload: body });

  it('creates a form with defaults, a slug from its name and one default rule', async () => {
    const form = await createForm({ name: 'Sales intake' });
    expect(form).toMatchObject({
      name: 'Sales intake',
      slug: 'sales-intake',
      title: '',
      description: '',
      enableTitleAndDescription: true,
      status: 'ACTIVE',
      submitButtonText: 'Submit',
      questions: [],
      theme: { showBranding: false },
      hideRoutingLogic: false,
      responseCount: 0,
      lastResponseSubmitTime: null,
      accessLink: host.session.workspace.accessLink,
    });
    const again = await createForm({ name: 'Sales intake' });
    expect(again.slug).toBe('sales-intake-2');
    expect(await rules(form._id)).toEqual([
      {
        _id: expect.any(String),
        isDefault: true,
        position: 0,
        condition: null,
        redirect: {
          type: 'CUSTOM_MESSAGE',
          title: 'Form submitted !',
          body: 'Thank you for filling the form.',
        },
        label: 'Form submitted !',
      },
    ]);
  });

  it('edits, lists, searches and deletes forms; a taken slug is 409 SLUG_TAKEN', async () => {
    const form = await createForm({ name: 'Hiring', slug: 'hiring', questions });
    expect(
      (await host.agent.request('POST', `${API}/routing/form/new`, { name: 'x', slug: 'HIRING' })).json()
        .code,
    ).toBe('SLUG_TAKEN');
    const edited = await host.agent.request('POST', `${API}/routing/form/${form._id}`, {
      title: 'Join us',
      status: 'INACTIVE',
      theme: { ButtonBgColor: '#112233', showBranding: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Hiring',
      title: 'Join us',
      status: 'INACTIVE',
      questions: [
        expect.objectContaining({ questionId: 'name' }),
        expect.anything(),
        expect.anything(),
        expect.anything(),
      ],
    });
    const other = await createForm({ name: 'Other', slug: 'other-slug' });
    expect(
      (await host.agent.request('POST', `${API}/routing/form/${other._id}`, { slug: 'hiring' })).statusCode,
    ).toBe(409);

    const list = (await host.agent.request('GET', `${API}/routing/form-list?pageNo=1&searchText=hir`)).json();
    expect(list).toMatchObject({
      pageNo: 1,
      pageSize: 50,
      total: 1,
      forms: [expect.objectContaining({ _id: form._id })],
    });

    expect((await host.agent.request('DELETE', `${API}/routing/form/${form._id}`)).statusCode).toBe(200);
    expect((await host.agent.request('GET', `${API}/routing/form/${form._id}`)).statusCode).toBe(404);
    const after = (await host.agent.request('GET', `${API}/routing/form-list?searchText=hir`)).json();
    expect(after.total).toBe(0);
    // The slug is free again once the form is deleted.
    expect((await createForm({ name: 'Hiring again', slug: 'hiring' })).slug).toBe('hiring');
  });

  it('refuses question types routing forms do not have', async () => {
    const res = await host.agent.request('POST', `${API}/routing/form/new`, {
      name: 'Bad',
      questions: [{ content: 'Pick', type: 'MULTI_SELECT', listItems: ['a'] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses a dropdown option with an empty value, naming the option', async () => {
    const res = await host.agent.request('POST', `${API}/routing/form/new`, {
      name: 'Blank option',
      questions: [{ content: 'Plan', type: 'DROPDOWN', listItems: ['Free', ''] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().issues).toContainEqual({
      path: 'questions.0.listItems.1',
      message: 'An option cannot be empty: type its label or remove it',
    });
  });

  it('adds, edits, orders and deletes rules; the default rule stays last and cannot go', async () => {
    const form = await createForm({ name: 'Rules', questions });
    const add = (redirect: Record<string, unknown>, condition: unknown = sales) =>
      host.agent.request('POST', `${API}/routing/${form._id}/conditions/add`, { condition, redirect });
    const a = (await add({ type: 'EXTERNAL_URL', externalUrl: 'https://example.com/a' })).json();
    const b = (await add({ type: 'CUSTOM_MESSAGE', title: 'B' })).json();
    const c = await add(
      { type: 'CUSTOM_MESSAGE', title: 'C' },
      {
        kind: 'group',
        join: 'ANY',
        children: [sales, { kind: 'clause', questionId: 'size', operator: 'greater_than', value: '100' }],
      },
    );
    expect(c.statusCode, c.body).toBe(201);
    expect(a).toMatchObject({ isDefault: false, position: 0, label: 'https://example.com/a' });
    expect(b.position).toBe(1);
    let list = await rules(form._id);
    expect(list.map((r) => r.label)).toEqual(['https://example.com/a', 'B', 'C', 'Form submitted !']);
    const fallback = list[3];
    if (!fallback) throw new Error('no default rule');

    // Unknown question, bad address, another workspace's event.
    const strange = await add(
      { type: 'CUSTOM_MESSAGE' },
      {
        kind: 'group',
        join: 'ALL',
        children: [{ kind: 'clause', questionId: 'nope', operator: 'is_empty' }],
      },
    );
    expect(strange.json().issues).toEqual([
      { path: 'condition.children.0.questionId', message: 'This question is not on the form' },
    ]);
    expect((await add({ type: 'EXTERNAL_URL', externalUrl: 'ftp://x' })).statusCode).toBe(400);
    const foreignEvent = await createEvent(other.agent, { name: 'Not yours' });
    const foreign = await add({ type: 'EVENT_TYPE', eventId: foreignEvent });
    expect(foreign.json().issues).toEqual([
      { path: 'redirect.eventId', message: 'Choose an event of your workspace' },
    ]);

    // Reorder: exactly the non-default rules, each once.
    const order = (conditionsIds: string[]) =>
      host.agent.request('POST', `${API}/routing/${form._id}/order/conditions`, { conditionsIds });
    const cId = c.json()._id;
    expect((await order([cId, a._id])).statusCode).toBe(400);
    expect((await order([cId, a._id, b._id, fallback._id])).statusCode).toBe(400);
    expect((await order([cId, a._id, a._id])).statusCode).toBe(400);
    const ordered = await order([cId, a._id, b._id]);
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().conditions.map((r: { label: string }) => r.label)).toEqual([
      'C',
      'https://example.com/a',
      'B',
      'Form submitted !',
    ]);

    // Edit: the default rule takes a redirect only.
    const edit = (body: Record<string, unknown>) =>
      host.agent.request('POST', `${API}/routing/${form._id}/conditions/edit`, body);
    expect((await edit({ _id: fallback._id, condition: sales })).statusCode).toBe(400);
    const renamed = await edit({ _id: fallback._id, redirect: { type: 'CUSTOM_MESSAGE', title: 'Thanks!' } });
    expect(renamed.json()).toMatchObject({ isDefault: true, label: 'Thanks!', condition: null });
    expect(
      (
        await edit({ _id: b._id, redirect: { type: 'EXTERNAL_URL', externalUrl: 'https://example.com/b' } })
      ).json().label,
    ).toBe('https://example.com/b');

    // Delete: positions close up; the default rule is refused.
    expect(
      (await host.agent.request('DELETE', `${API}/routing/${form._id}/conditions/${fallback._id}`))
        .statusCode,
    ).toBe(409);
    expect(
      (await host.agent.request('DELETE', `${API}/routing/${form._id}/conditions/${a._id}`)).statusCode,
    ).toBe(200);
    list = await rules(form._id);
    expect(list.map((r) => [r.label, r.position, r.isDefault])).toEqual([
      ['C', 0, false],
      ['https://example.com/b', 1, false],
      ['Thanks!', 0, true],
    ]);
    expect(await countRows(t, 'routing_rules', 'form_id = $1 and is_default', [form._id])).toBe(1);
  });

  it('answers 404 to another workspace for every host route', async () => {
    const form = await createForm({ name: 'Private', questions });
    const [rule] = await rules(form._id);
    const id = form._id;
    const attempts = [
      ['GET', `/routing/form/${id}`],
      ['POST', `/routing/form/${id}`, { name: 'Mine now' }],
      ['DELETE', `/routing/form/${id}`],
      ['GET', `/routing/${id}/conditions/list`],
      ['POST', `/routing/${id}/conditions/add`, { condition: sales, redirect: { type: 'CUSTOM_MESSAGE' } }],
      ['POST', `/routing/${id}/conditions/edit`, { _id: rule?._id, redirect: { type: 'CUSTOM_MESSAGE' } }],
      ['DELETE', `/routing/${id}/conditions/${rule?._id}`],
      ['POST', `/routing/${id}/order/conditions`, { conditionsIds: [] }],
      ['GET', `/routing/${id}/response`],
      ['GET', `/routing/${id}/responses/export`],
    ] as const;
    for (const [method, path, body] of attempts) {
      const res = await other.agent.request(method, `${API}${path}`, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await other.agent.request('GET', `${API}/routing/form-list`)).json().forms).toEqual([]);
    expect((await host.agent.request('GET', `${API}/routing/form/${id}`)).json().name).toBe('Private');
  });

  it('shows ACTIVE forms publicly without their rules, which only the host sees', async () => {
    const eventId = await createEvent(host.agent, { name: 'Demo call' });
    const form = await createForm({ name: 'Public', slug: 'public-form', questions });
    await host.agent.request('POST', `${API}/routing/${form._id}/conditions/add`, {
      condition: sales,
      redirect: { type: 'EVENT_TYPE', eventId },
    });
    const accessLink = host.session.workspace.accessLink;
    const open = (slug: string, link = accessLink) =>
      t.app.inject({ method: 'GET', url: `${API}/website/routing-form/${slug}?accessLink=${link}` });
    const res = await open('PUBLIC-FORM');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      _id: form._id,
      appId: host.session.workspace._id,
      accessLink,
      hideRoutingLogic: false,
      rules: [],
    });
    // Neither the target event nor the default message leaks into the visitor's copy.
    expect(res.body).not.toContain('Demo call');
    expect(res.body).not.toContain(eventId);
    expect((await rules(form._id)).map((rule) => rule.label)).toEqual(['Demo call', 'Form submitted !']);
    await host.agent.request('DELETE', `${API}/event/${eventId}`);
    expect((await rules(form._id))[0]?.label).toBe('This event is no longer available');

    expect((await open('public-form', other.session.workspace.accessLink)).statusCode).toBe(404);
    expect((await open('nope')).statusCode).toBe(404);
    // Called as the spec writes it, without the workspace: a message that names the parameter.
    const bare = await t.app.inject({ method: 'GET', url: `${API}/website/routing-form/public-form` });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: expect.stringMatching(/^accessLink: Give the workspace’s access link as \?accessLink=…/),
    });
    await host.agent.request('POST', `${API}/routing/form/${form._id}`, { hideRoutingLogic: true });
    expect((await open('public-form')).json().rules).toEqual([]);
    await host.agent.request('POST', `${API}/routing/form/${form._id}`, { status: 'INACTIVE' });
    expect((await open('public-form')).statusCode).toBe(404);
  });

  it('routes a submission by the first matching rule, stores it and counts it', async () => {
    const form = await createForm({ name: 'Route me', questions });
    const addRule = (condition: unknown, redirect: Record<string, unknown>) =>
      host.agent.request('POST', `${API}/routing/${form._id}/conditions/add`, { condition, redirect });
    const external = (
      await addRule(sales, { type: 'EXTERNAL_URL', externalUrl: 'https://example.com/sales' })
    ).json();
    const big = (
      await addRule(
        {
          kind: 'group',
          join: 'ALL',
          children: [{ kind: 'clause', questionId: 'size', operator: 'greater_than', value: '100' }],
        },
        { type: 'CUSTOM_MESSAGE', title: 'Big', body: '<b>Hello</b>' },
      )
    ).json();
    const answers = (team: string, size: string, otherAnswer?: string) => [
      { questionId: 'name', question: 'Your name', answer: 'Ada', type: 'NAME' },
      { questionId: 'email', question: 'Your email', answer: 'ada@example.com', type: 'EMAIL_ID' },
      {
        questionId: 'team',
        question: 'Which team?',
        answer: team,
        type: 'RADIO',
        ...(otherAnswer ? { otherAnswer } : {}),
      },
      { questionId: 'size', question: 'Company size', answer: size, type: 'ONE_LINE' },
    ];
    const body = (team: string, size: string, otherAnswer?: string) => ({
      questionAnswers: answers(team, size, otherAnswer),
      appId: host.session.workspace._id,
      slug: form.slug,
    });

    const first = await submit(body('Sales', '500'));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      redirect: {
        type: 'EXTERNAL_URL',
        title: null,
        body: null,
        externalUrl: 'https://example.com/sales',
        accessLink: null,
        eventSlug: null,
      },
      questionsAndAnswers: [
        { questionId: 'name', question: 'Your name', type: 'NAME', answer: 'Ada' },
        { questionId: 'email', question: 'Your email', type: 'EMAIL_ID', answer: 'ada@example.com' },
        { questionId: 'team', question: 'Which team?', type: 'RADIO', answer: 'Sales' },
        { questionId: 'size', question: 'Company size', type: 'ONE_LINE', answer: '500' },
      ],
      _id: expect.any(String),
      matchedRoute: external._id,
    });
    const second = (await submit(body('others', '500', 'Legal'))).json();
    expect(second.matchedRoute).toBe(big._id);
    expect(second.redirect).toMatchObject({ type: 'CUSTOM_MESSAGE', title: 'Big', body: '<b>Hello</b>' });
    expect(second.questionsAndAnswers[2]).toEqual({
      questionId: 'team',
      question: 'Which team?',
      type: 'RADIO',
      answer: 'others',
      otherAnswer: 'Legal',
    });
    const third = (await submit(body('Support', '5'))).json();
    const [, , fallback] = await rules(form._id);
    expect(third.matchedRoute).toBe(fallback?._id);
    expect(third.redirect).toMatchObject({
      type: 'CUSTOM_MESSAGE',
      title: 'Form submitted !',
      body: 'Thank you for filling the form.',
    });

    const stored = (await host.agent.request('GET', `${API}/routing/form/${form._id}`)).json();
    expect(stored.responseCount).toBe(3);
    expect(stored.lastResponseSubmitTime).toBe('2027-03-01T08:00:00.000Z');

    const responses = (await host.agent.request('GET', `${API}/routing/${form._id}/response`)).json();
    expect(responses.total).toBe(3);
    expect(responses.responses.map((r: { matchedRuleLabel: string }) => r.matchedRuleLabel).sort()).toEqual(
      ['Big', 'Form submitted !', 'https://example.com/sales'].sort(),
    );
  });

  it('refuses invalid answers with the page’s messages, per question', async () => {
    const form = await createForm({ name: 'Strict', questions });
    const res = await submit({
      questionAnswers: [
        { questionId: 'email', answer: 'not-an-email' },
        { questionId: 'team', answer: 'others', otherAnswer: ' ' },
        { questionId: 'ghost', answer: 'boo' },
      ],
      appId: host.session.workspace._id,
      slug: form.slug,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [
        { path: 'answers.name', message: 'Please enter name' },
        { path: 'answers.email', message: 'Please provide correct email' },
        { path: 'answers.team.otherAnswer', message: 'Required' },
        { path: 'answers.ghost', message: 'Unknown question' },
      ],
    });
    expect(await countRows(t, 'routing_responses', 'form_id = $1', [form._id])).toBe(0);
    // Wrong workspace id, or an inactive form: not found.
    const elsewhere = await submit({
      questionAnswers: [],
      appId: other.session.workspace._id,
      slug: form.slug,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('records 30 concurrent submissions, each once, with the count right', async () => {
    const form = await createForm({
      name: 'Busy',
      questions: [{ questionId: 'q', content: 'Anything?', type: 'ONE_LINE' }],
    });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        submit({
          questionAnswers: [{ questionId: 'q', answer: `answer ${i}` }],
          appId: host.session.workspace._id,
          slug: form.slug,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    expect(new Set(results.map((r) => r.json()._id)).size).toBe(30);
    expect(await countRows(t, 'routing_responses', 'form_id = $1', [form._id])).toBe(30);
    expect((await host.agent.request('GET', `${API}/routing/form/${form._id}`)).json().responseCount).toBe(
      30,
    );
  });

  it('exports responses as CSV, quoted and defended against formulas', async () => {
    const form = await createForm({
      name: 'Export',
      slug: 'export-me',
      questions: [
        { questionId: 'q', content: 'Say, "something"', type: 'ONE_LINE' },
        { questionId: 'c', content: 'Pick', type: 'CHECKBOX', listItems: ['A', 'B'], allowOthers: true },
      ],
    });
    const send = (answer: string, picks: string[], otherAnswer?: string) =>
      submit({
        questionAnswers: [
          { questionId: 'q', answer },
          { questionId: 'c', answer: JSON.stringify(picks), ...(otherAnswer ? { otherAnswer } : {}) },
        ],
        appId: host.session.workspace._id,
        slug: form.slug,
      });
    expect((await send('=HYPERLINK("http://evil")', ['A'])).statusCode).toBe(201);
    t.clock.set('2027-03-01T09:00:00Z');
    expect(await send('line one\nline two, and more', ['B', 'others'], 'Mine')).toMatchObject({
      statusCode: 201,
    });
    const res = await host.agent.request('GET', `${API}/routing/${form._id}/responses/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="export-me-responses.csv"');
    expect(res.body).toBe(
      '\uFEFFSubmitted at,Matched rule,"Say, ""something""",Pick,Meeting id\r\n' +
        '2027-03-01T09:00:00.000Z,Form submitted !,"line one\nline two, and more",B; Others: Mine,\r\n' +
        `2027-03-01T08:00:00.000Z,Form submitted !,"'=HYPERLINK(""http://evil"")",A,\r\n`,
    );
    t.clock.set(NOW);
  });
});

describe('routing form submissions are limited per address', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', { clock: createClock(NOW), workers: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes 100 submissions from one address in ten minutes, then answers 429 until the window ends', async () => {
    const host = await signUpHost(t.app);
    const form = (await host.agent.request('POST', `${API}/routing/form/new`, { name: 'Limited' })).json();
    const send = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/website/routing-form`,
        remoteAddress: ip,
        payload: { questionAnswers: [], appId: host.session.workspace._id, slug: form.slug },
      });
    for (let i = 0; i < 100; i++) expect((await send('203.0.113.7')).statusCode).toBe(201);
    const refused = await send('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await send('203.0.113.8')).statusCode).toBe(201);
    t.clock.advance(10 * 60 * 1000);
    expect((await send('203.0.113.7')).statusCode).toBe(201);
    expect(await countRows(t, 'routing_responses', 'form_id = $1', [form._id])).toBe(102);
  });
});
