import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

describe.each(testDatabaseKinds())('agent info and companies on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('describes only the caller and the caller’s workspace', async () => {
    const a = await signUpHost(t.app, { companyName: 'Alpha Health', firstName: 'Alice' });
    const b = await signUpHost(t.app, { companyName: 'Beta Legal', firstName: 'Bob' });

    const infoA = (await a.agent.request('GET', '/api/v1/bookings/agent/info')).json();
    const infoB = (await b.agent.request('GET', '/api/v1/bookings/agent/info')).json();
    expect(infoA.agent.firstName).toBe('Alice');
    expect(infoA.workspace._id).toBe(a.session.workspace._id);
    expect(infoB.workspace._id).toBe(b.session.workspace._id);
    expect(infoA.workspace._id).not.toBe(infoB.workspace._id);
    expect(infoA.role).toMatchObject({ name: 'Owner', isSuperAdminRole: true });
    expect(infoA.permissions.eventTypes).toEqual(['view', 'create', 'edit', 'delete']);
    expect(infoA.isOwner).toBe(true);
    expect(infoA.agent).not.toHaveProperty('passwordHash');

    const companies = (
      await a.agent.request('GET', '/api/v1/bookings/company/list?productId=BOOKINGS')
    ).json();
    expect(companies.companies).toEqual([
      {
        _id: a.session.workspace._id,
        name: 'Alpha Health',
        accessLink: a.session.workspace.accessLink,
        isOwner: true,
        allowedProductIds: ['BOOKINGS'],
      },
    ]);
    const other = (await a.agent.request('GET', '/api/v1/bookings/company/list?productId=OTHER')).json();
    expect(other.companies).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const res = await new Agent(t.app).request('GET', '/api/v1/bookings/agent/info');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', error: 'Please log in to continue' });
  });

  it('logs out through the bookings API too', async () => {
    const a = await signUpHost(t.app);
    expect((await a.agent.request('POST', '/api/v1/bookings/logout')).statusCode).toBe(204);
    expect((await a.agent.request('GET', '/api/v1/bookings/agent/info')).statusCode).toBe(401);
  });
});
