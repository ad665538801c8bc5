import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureConsoleMail } from '../../../test/console-mail.ts';
import { Agent, createTestApp, signUpHost, type TestApp, uniqueEmail } from '../../../test/test-app.ts';
import { RESET_LIMIT_PER_EMAIL } from './service.ts';

const USER = '/api/v1/user';

describe.each(testDatabaseKinds())('account recovery on %s', (kind) => {
  let t: TestApp;
  // The links are for their recipient alone: without SMTP only the console prints them.
  const printed = captureConsoleMail();
  beforeAll(async () => {
    t = await createTestApp(kind, { workers: false, mail: printed.transport });
  });
  afterAll(async () => {
    await t.close();
  });

  async function lastLink(to: string, path: string): Promise<string> {
    return (await printed.waitFor(to, new RegExp(`${path}\\?token=([\\w-]+)`)))[1] ?? '';
  }

  it('resets the password once with the emailed link and signs out every session', async () => {
    const { agent, body } = await signUpHost(t.app);
    const other = new Agent(t.app);
    expect((await other.request('POST', `${USER}/login`, body)).statusCode).toBe(200);

    const asked = await new Agent(t.app).request('POST', `${USER}/password/forgot`, {
      emailId: body.emailId,
    });
    expect(asked.statusCode).toBe(204);
    const token = await lastLink(body.emailId, '/reset-password');

    const short = await new Agent(t.app).request('POST', `${USER}/password/reset`, {
      token,
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    const reset = await new Agent(t.app).request('POST', `${USER}/password/reset`, {
      token,
      password: 'a brand new password',
    });
    expect(reset.statusCode).toBe(204);
    expect((await agent.request('GET', `${USER}/session`)).statusCode).toBe(401);
    expect((await other.request('GET', `${USER}/session`)).statusCode).toBe(401);

    const again = await new Agent(t.app).request('POST', `${USER}/password/reset`, {
      token,
      password: 'another new password',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('LINK_HAS_EXPIRED');
    const oldLogin = await new Agent(t.app).request('POST', `${USER}/login`, body);
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await new Agent(t.app).request('POST', `${USER}/login`, {
      emailId: body.emailId,
      password: 'a brand new password',
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('lets a link lapse after an hour and keeps only the newest link working', async () => {
    const { body } = await signUpHost(t.app);
    const ask = () => new Agent(t.app).request('POST', `${USER}/password/forgot`, { emailId: body.emailId });
    await ask();
    const first = await lastLink(body.emailId, '/reset-password');
    await ask();
    const second = await lastLink(body.emailId, '/reset-password');
    const use = (token: string) =>
      new Agent(t.app).request('POST', `${USER}/password/reset`, { token, password: 'a brand new password' });
    expect((await use(first)).statusCode).toBe(410);
    t.clock.advance(61 * 60 * 1000);
    expect((await use(second)).statusCode).toBe(410);
  });

  it('answers the same for an unknown address and limits requests per address', async () => {
    t.clock.advance(2 * 60 * 60 * 1000);
    const unknown = await new Agent(t.app).request('POST', `${USER}/password/forgot`, {
      emailId: uniqueEmail('nobody'),
    });
    expect(unknown.statusCode).toBe(204);
    const emailId = uniqueEmail('spam');
    const codes: number[] = [];
    for (let i = 0; i <= RESET_LIMIT_PER_EMAIL; i++) {
      codes.push((await new Agent(t.app).request('POST', `${USER}/password/forgot`, { emailId })).statusCode);
    }
    expect(codes).toEqual([...Array(RESET_LIMIT_PER_EMAIL).fill(204), 429]);
  });

  it('changes the email address only once the new address confirms it', async () => {
    t.clock.advance(2 * 60 * 60 * 1000);
    const { agent, body } = await signUpHost(t.app);
    const taken = await signUpHost(t.app);
    const newEmail = uniqueEmail('moved');
    const wrong = await agent.request('POST', `${USER}/email/change`, {
      newEmail,
      currentPassword: 'nope nope',
    });
    expect(wrong.json().code).toBe('CURRENT_PASSWORD_INVALID');
    const clash = await agent.request('POST', `${USER}/email/change`, {
      newEmail: taken.body.emailId,
      currentPassword: body.password,
    });
    expect(clash.json().code).toBe('EMAIL_TAKEN');
    const asked = await agent.request('POST', `${USER}/email/change`, {
      newEmail,
      currentPassword: body.password,
    });
    expect(asked.statusCode).toBe(204);
    expect((await agent.request('GET', `${USER}/session`)).json().agent.emailId).toBe(body.emailId);

    const token = await lastLink(newEmail, '/confirm-email');
    const confirmed = await new Agent(t.app).request('POST', `${USER}/email/confirm`, { token });
    expect(confirmed.json()).toEqual({ emailId: newEmail });
    expect((await new Agent(t.app).request('POST', `${USER}/email/confirm`, { token })).statusCode).toBe(410);
    expect((await new Agent(t.app).request('POST', `${USER}/login`, body)).statusCode).toBe(401);
    const login = await new Agent(t.app).request('POST', `${USER}/login`, {
      emailId: newEmail,
      password: body.password,
    });
    expect(login.statusCode).toBe(200);
  });
});
