import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, addMember, createEvent } from '../../../test/booking-factory.ts';
import { seedMeeting } from '../../../test/meeting-seed.ts';
import {
  type Agent,
  createClock,
  createTestApp,
  sessionFor,
  signUpHost,
  type TestApp,
} from '../../../test/test-app.ts';

interface SeedPayment {
  meetingId: string;
  eventId: string;
  method: string;
  status: string;
  amount: number;
  currency: string;
  createdAt: string;
  refundAmount?: number;
  externalPaymentId?: string;
}

describe.each(testDatabaseKinds())('the transactions list and export on %s', (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUpHost>>;
  let appId: string;
  let organizer: { id: string; agent: Agent };
  let bystander: { id: string; agent: Agent };
  let stranger: Awaited<ReturnType<typeof signUpHost>>;
  let consult: string;
  let workshop: string;
  const ids: Record<string, string> = {};

  async function pay(p: SeedPayment): Promise<string> {
    const { rows: attendees } = await t.database.execute(
      'select id, app_id from attendees where meeting_id = $1',
      [p.meetingId],
    );
    const { rows } = await t.database.execute(
      `insert into payments (app_id, meeting_id, attendee_id, event_id, method, provider, status, amount, currency_code,
         created_at, updated_at, payment_time, refund_status, refund_amount, external_payment_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11, $12, $13, $14) returning id`,
      [
        attendees[0]?.app_id,
        p.meetingId,
        attendees[0]?.id,
        p.eventId,
        p.method,
        p.method === 'PAYPAL' ? 'paypal' : p.method === 'RAZORPAY' ? 'razorpay' : null,
        p.status,
        p.amount,
        p.currency,
        p.createdAt,
        p.status === 'PAID' || p.status === 'REFUNDED' ? p.createdAt : null,
        p.refundAmount ? 'SUCCEEDED' : null,
        p.refundAmount ?? 0,
        p.externalPaymentId ?? null,
      ],
    );
    return String(rows[0]?.id);
  }

  const list = async (agent: Agent, query = '') => {
    const res = await agent.request('GET', `${API}/transactions${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      transactions: Array<Record<string, unknown> & { _id: string }>;
      totals: Array<Record<string, unknown>>;
      last: boolean;
    };
  };
  const listIds = async (agent: Agent, query = '') =>
    (await list(agent, query)).transactions.map((x) => x._id);

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock('2027-03-10T12:00:00Z'), workers: false });
    owner = await signUpHost(t.app, { firstName: 'Olga' });
    appId = owner.session.workspace._id;
    const ownerId = owner.session.agent._id;
    const member = async (name: string) => {
      const id = await addMember(t, appId, name);
      return { id, agent: await sessionFor(t, id, appId) };
    };
    organizer = await member('Oscar');
    bystander = await member('Bea');
    stranger = await signUpHost(t.app, { companyName: 'Elsewhere' });
    consult = await createEvent(owner.agent, { name: 'Consult' });
    workshop = await createEvent(owner.agent, { name: 'Workshop' });
    const strangerEvent = await createEvent(stranger.agent, { name: 'Theirs' });

    const meeting = (eventId: string, start: string, organizerId: string, name: string, target = appId) =>
      seedMeeting(t, {
        appId: target,
        eventId,
        start,
        organizerId,
        attendees: [{ fullName: name, emailId: `${name.toLowerCase().replace(/\W/g, '')}@example.com` }],
      });
    const m1 = await meeting(consult, '2027-03-11T09:00:00Z', organizer.id, 'Grace Hopper');
    const m2 = await meeting(consult, '2027-03-12T09:00:00Z', ownerId, 'Alan Turing');
    const m3 = await meeting(workshop, '2027-03-13T09:00:00Z', ownerId, 'Ada Lovelace');
    const m4 = await meeting(workshop, '2027-03-14T09:00:00Z', ownerId, 'Ken Thompson');
    const m5 = await meeting(consult, '2027-03-15T09:00:00Z', ownerId, 'Emmy Noether');
    const foreign = await meeting(
      strangerEvent,
      '2027-03-11T09:00:00Z',
      stranger.session.agent._id,
      'Not Yours',
      stranger.session.workspace._id,
    );

    ids.paypal = await pay({
      meetingId: m1,
      eventId: consult,
      method: 'PAYPAL',
      status: 'PAID',
      amount: 2500,
      currency: 'USD',
      createdAt: '2027-03-01T10:00:00Z',
      externalPaymentId: '=CAP1',
    });
    ids.refunded = await pay({
      meetingId: m2,
      eventId: consult,
      method: 'PAYPAL',
      status: 'REFUNDED',
      amount: 2500,
      currency: 'USD',
      createdAt: '2027-03-02T10:00:00Z',
      refundAmount: 2500,
    });
    ids.razorpay = await pay({
      meetingId: m3,
      eventId: workshop,
      method: 'RAZORPAY',
      status: 'PAID',
      amount: 49_900,
      currency: 'INR',
      createdAt: '2027-03-03T10:00:00Z',
    });
    ids.upi = await pay({
      meetingId: m4,
      eventId: workshop,
      method: 'UPI',
      status: 'AWAITING_VERIFICATION',
      amount: 50_000,
      currency: 'INR',
      createdAt: '2027-02-20T10:00:00Z',
    });
    ids.jpy = await pay({
      meetingId: m5,
      eventId: consult,
      method: 'PAYPAL',
      status: 'PAID',
      amount: 5000,
      currency: 'JPY',
      createdAt: '2027-03-04T10:00:00Z',
    });
    ids.failed = await pay({
      meetingId: m5,
      eventId: consult,
      method: 'PAYPAL',
      status: 'FAILED',
      amount: 5000,
      currency: 'JPY',
      createdAt: '2027-03-04T09:00:00Z',
    });
    ids.foreign = await pay({
      meetingId: foreign,
      eventId: strangerEvent,
      method: 'PAYPAL',
      status: 'PAID',
      amount: 9900,
      currency: 'USD',
      createdAt: '2027-03-01T10:00:00Z',
    });
  });
  afterAll(() => t.close());

  it('lists every payment of the workspace, those awaiting a check first, then the newest', async () => {
    const body = await list(owner.agent);
    expect(body.transactions.map((x) => x._id)).toEqual([
      ids.upi,
      ids.jpy,
      ids.failed,
      ids.razorpay,
      ids.refunded,
      ids.paypal,
    ]);
    expect(body.last).toBe(true);
    expect(body.transactions[0]).toMatchObject({
      method: 'UPI',
      status: 'AWAITING_VERIFICATION',
      eventName: 'Workshop',
      attendeeName: 'Ken Thompson',
      meetingStartAt: '2027-03-14T09:00:00.000Z',
      meetingStatus: 'ACTIVE',
      canVerify: true,
    });
    expect(body.transactions.find((x) => x._id === ids.paypal)).toMatchObject({
      canVerify: false,
      amount: 2500,
    });
  });

  it('sums per currency: collected, refunded, net and awaiting', async () => {
    const { totals } = await list(owner.agent);
    expect(totals).toEqual([
      { currencyCode: 'INR', count: 2, collected: 49_900, refunded: 0, net: 49_900, awaiting: 50_000 },
      { currencyCode: 'JPY', count: 2, collected: 5000, refunded: 0, net: 5000, awaiting: 0 },
      { currencyCode: 'USD', count: 2, collected: 5000, refunded: 2500, net: 2500, awaiting: 0 },
    ]);
  });

  it('filters by method, status, event and creation time', async () => {
    expect(await listIds(owner.agent, '?method=RAZORPAY')).toEqual([ids.razorpay]);
    expect(await listIds(owner.agent, '?method=PAYPAL&status=PAID')).toEqual([ids.jpy, ids.paypal]);
    expect(await listIds(owner.agent, `?eventId=${workshop}`)).toEqual([ids.upi, ids.razorpay]);
    const range = `?from=${encodeURIComponent('2027-03-02T00:00:00Z')}&to=${encodeURIComponent('2027-03-04T00:00:00Z')}`;
    expect(await listIds(owner.agent, range)).toEqual([ids.razorpay, ids.refunded]);
    const filtered = await list(owner.agent, '?status=REFUNDED');
    expect(filtered.totals).toEqual([
      { currencyCode: 'USD', count: 1, collected: 2500, refunded: 2500, net: 0, awaiting: 0 },
    ]);
  });

  it('refuses bad filters with 400 and a code', async () => {
    for (const query of [
      '?method=BITCOIN',
      '?status=DONE',
      '?eventId=nope',
      '?from=yesterday',
      '?from=2027-03-05T00:00:00Z&to=2027-03-01T00:00:00Z',
      // Instants the database cannot store: the year 10000 in UTC, and the year 0.
      '?to=9999-12-31T23:59:59-12:00',
      '?from=0000-01-01T00:00:00Z',
    ]) {
      const res = await owner.agent.request('GET', `${API}/transactions${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('shows a member only the payments of meetings they may see; another workspace sees none', async () => {
    expect(await listIds(organizer.agent)).toEqual([ids.paypal]);
    expect((await list(organizer.agent)).totals).toEqual([
      { currencyCode: 'USD', count: 1, collected: 2500, refunded: 0, net: 2500, awaiting: 0 },
    ]);
    expect(await listIds(bystander.agent)).toEqual([]);
    const theirs = await list(stranger.agent);
    expect(theirs.transactions.map((x) => x._id)).toEqual([ids.foreign]);
    expect(await listIds(stranger.agent, `?eventId=${consult}`)).toEqual([]);
  });

  it('exports the filtered payments as CSV in the caller’s zone, amounts in the currency’s decimals', async () => {
    await t.database.execute(`update agents set timezone = 'Asia/Kolkata' where id = $1`, [
      owner.session.agent._id,
    ]);
    const res = await owner.agent.request('POST', `${API}/transactions/export`, { method: 'PAYPAL' });
    expect(res.statusCode, res.body).toBe(200);
    const { csvBuffer, fileName } = res.json();
    expect(fileName).toBe('transactions-2027-03-10.csv');
    const text = Buffer.from(csvBuffer, 'base64').toString('utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toContain('Created (Asia/Kolkata),Created (ISO)');
    expect(lines).toHaveLength(5);
    const jpy = lines.find((l) => l.startsWith(ids.jpy ?? '-'));
    expect(jpy).toContain('2027-03-04 15:30,2027-03-04T10:00:00.000Z');
    expect(jpy).toContain(',PAYPAL,PAID,5000,JPY,0,');
    const refunded = lines.find((l) => l.startsWith(ids.refunded ?? '-'));
    expect(refunded).toContain(',PAYPAL,REFUNDED,25.00,USD,25.00,SUCCEEDED,');
    // A provider id that looks like a formula is defused.
    expect(lines.find((l) => l.startsWith(ids.paypal ?? '-'))).toContain(",'=CAP1,");
    const theirs = await stranger.agent.request('POST', `${API}/transactions/export`, {});
    expect(Buffer.from(theirs.json().csvBuffer, 'base64').toString('utf8')).not.toContain(ids.paypal);
  });
});
