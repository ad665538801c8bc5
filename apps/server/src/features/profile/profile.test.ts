import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../test/booking-factory.ts';
import { Agent, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

describe.each(testDatabaseKinds())('profile and security on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { workers: false });
  });
  afterAll(async () => {
    await t.close();
  });

  async function login(emailId: string, password: string) {
    const agent = new Agent(t.app);
    const res = await agent.request('POST', '/api/v1/user/login', { emailId, password });
    return { agent, status: res.statusCode };
  }

  it('updates the profile and says what is wrong with a mobile number', async () => {
    const host = await signUpHost(t.app);
    const res = await host.agent.request('PATCH', `${API}/agent/profile`, {
      firstName: 'Grace',
      lastName: 'Hopper',
      mobileNo: '+1 650 253 0000 ext. 1234',
      timezone: 'America/New_York',
      dateFormat: 'MM/DD/YYYY',
      timeFormat: '24h',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Grace',
      mobileNo: '+1 650 253 0000 ext. 1234',
      timezone: 'America/New_York',
      dateFormat: 'MM/DD/YYYY',
      timeFormat: '24h',
    });
    expect((await host.agent.request('GET', `${API}/agent/info`)).json().agent.timeFormat).toBe('24h');

    for (const [mobileNo, message] of [
      ['hello', 'This is not a phone number'],
      ['+1 2', 'This phone number is too short'],
      ['+1 650 253 0000 0000 0000', 'This phone number is too long'],
      ['650 253 0000', 'Start the number with + and its country code'],
      ['1'.repeat(251), 'This phone number is too long'],
    ]) {
      const bad = await host.agent.request('PATCH', `${API}/agent/profile`, { mobileNo });
      expect(bad.statusCode, mobileNo).toBe(400);
      expect(bad.json().issues, mobileNo).toEqual([{ path: 'mobileNo', message }]);
    }
    const cleared = await host.agent.request('PATCH', `${API}/agent/profile`, { mobileNo: '' });
    expect(cleared.json().mobileNo).toBeNull();
    const badZone = await host.agent.request('PATCH', `${API}/agent/profile`, { timezone: 'Nowhere/City' });
    expect(badZone.statusCode).toBe(400);
  });

  it('changes the password with the current one and signs out the other sessions', async () => {
    const host = await signUpHost(t.app);
    const elsewhere = await login(host.body.emailId, host.body.password);
    expect(elsewhere.status).toBe(200);

    const wrong = await host.agent.request('POST', `${API}/agent/password`, {
      currentPassword: 'not it at all',
      newPassword: 'brand new password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'CURRENT_PASSWORD_INVALID',
      error: 'The current password is not correct',
    });
    const short = await host.agent.request('POST', `${API}/agent/password`, {
      currentPassword: host.body.password,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);

    const ok = await host.agent.request('POST', `${API}/agent/password`, {
      currentPassword: host.body.password,
      newPassword: 'brand new password',
    });
    expect(ok.statusCode).toBe(204);
    expect((await host.agent.request('GET', `${API}/agent/info`)).statusCode).toBe(200);
    expect((await elsewhere.agent.request('GET', `${API}/agent/info`)).statusCode).toBe(401);
    expect((await login(host.body.emailId, host.body.password)).status).toBe(401);
    expect((await login(host.body.emailId, 'brand new password')).status).toBe(200);
  });

  it('signs out everywhere', async () => {
    const host = await signUpHost(t.app);
    const elsewhere = await login(host.body.emailId, host.body.password);
    expect((await host.agent.request('POST', `${API}/agent/logout-everywhere`)).statusCode).toBe(204);
    expect((await host.agent.request('GET', `${API}/agent/info`)).statusCode).toBe(401);
    expect((await elsewhere.agent.request('GET', `${API}/agent/info`)).statusCode).toBe(401);
  });

  it('stores the restore id for oneself only', async () => {
    const host = await signUpHost(t.app);
    const other = await signUpHost(t.app);
    const mine = await host.agent.request('POST', `${API}/agent/${host.session.agent._id}/set-restoreId`, {
      restoreId: 'chat-123',
    });
    expect(mine.statusCode).toBe(204);
    const { rows } = await t.database.execute('select restore_id from agents where id = $1', [
      host.session.agent._id,
    ]);
    expect(rows[0]?.restore_id).toBe('chat-123');
    const theirs = await host.agent.request('POST', `${API}/agent/${other.session.agent._id}/set-restoreId`, {
      restoreId: 'x',
    });
    expect(theirs.statusCode).toBe(403);
  });
});
