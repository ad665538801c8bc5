import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, signUpHost, type TestApp, uniqueEmail } from '../../../test/test-app.ts';
import { LOGIN_LIMIT_PER_EMAIL, LOGIN_LIMIT_PER_IP, SIGNUP_TAKEN_LIMIT_PER_IP } from './service.ts';

describe.each(testDatabaseKinds())('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs up, keeps the session, logs out and logs in again', async () => {
    const { agent, body, session } = await signUpHost(t.app, { companyName: 'Zeta Clinic' });
    expect(session.workspace.accessLink).toMatch(/^zeta-clinic/);
    expect(agent.cookie('kairos_session')).toBeTruthy();

    const me = await agent.request('GET', '/api/v1/user/session');
    expect(me.statusCode).toBe(200);
    expect(me.json().agent.emailId).toBe(body.emailId);

    expect((await agent.request('POST', '/api/v1/user/logout')).statusCode).toBe(204);
    expect((await agent.request('GET', '/api/v1/user/session')).statusCode).toBe(401);

    const login = await agent.request('POST', '/api/v1/user/login', {
      emailId: body.emailId.toUpperCase(),
      password: body.password,
    });
    expect(login.statusCode).toBe(200);
    expect((await agent.request('GET', '/api/v1/user/session')).statusCode).toBe(200);
  });

  it('gives each workspace a distinct access link', async () => {
    const a = await signUpHost(t.app, { companyName: 'Same Name' });
    const b = await signUpHost(t.app, { companyName: 'Same Name' });
    expect(a.session.workspace.accessLink).toBe('same-name');
    expect(b.session.workspace.accessLink).toMatch(/^same-name-[0-9a-f]{6}$/);
  });

  it('refuses a second account with the same address, whatever its case', async () => {
    const { body } = await signUpHost(t.app);
    const again = await new Agent(t.app).request('POST', '/api/v1/user/signup', {
      ...body,
      emailId: body.emailId.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'EMAIL_TAKEN', error: 'An account with this email already exists' });
  });

  it('rejects a short password with the field and message', async () => {
    const res = await new Agent(t.app).request('POST', '/api/v1/user/signup', {
      firstName: 'A',
      emailId: uniqueEmail(),
      password: 'short',
      companyName: 'X Co',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().issues).toContainEqual({
      path: 'password',
      message: 'Password must be at least 8 characters',
    });
  });

  it('says the same for an unknown address and a wrong password', async () => {
    const { body } = await signUpHost(t.app);
    const wrong = await new Agent(t.app).request('POST', '/api/v1/user/login', {
      emailId: body.emailId,
      password: 'not the password',
    });
    const unknown = await new Agent(t.app).request('POST', '/api/v1/user/login', {
      emailId: uniqueEmail('nobody'),
      password: body.password,
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', error: 'Email or password is incorrect' });
  });

  it('rate limits log-in per address, with Retry-After, until the window ends', async () => {
    const { body } = await signUpHost(t.app);
    const client = new Agent(t.app);
    const attempt = (password: string) =>
      client.request(
        'POST',
        '/api/v1/user/login',
        { emailId: body.emailId, password },
        {
          headers: { 'x-forwarded-for': '10.0.0.1' },
        },
      );
    for (let i = 0; i < LOGIN_LIMIT_PER_EMAIL; i++)
      expect((await attempt('wrong-password')).statusCode).toBe(401);
    const limited = await attempt(body.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      error: 'Too many attempts. Please try again in 15 minutes.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await attempt(body.password)).statusCode).toBe(200);
  });

  it('counts failed log-ins only, and a success clears the address count', async () => {
    t.clock.advance(60 * 60 * 1000);
    const { body } = await signUpHost(t.app);
    const client = new Agent(t.app);
    const attempt = (password: string) =>
      client.request('POST', '/api/v1/user/login', { emailId: body.emailId, password });
    for (let i = 0; i < LOGIN_LIMIT_PER_EMAIL + 5; i++)
      expect((await attempt(body.password)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMIT_PER_EMAIL - 1; i++)
      expect((await attempt('wrong-password')).statusCode).toBe(401);
    expect((await attempt(body.password)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMIT_PER_EMAIL - 1; i++)
      expect((await attempt('wrong-password')).statusCode).toBe(401);
    expect((await attempt(body.password)).statusCode).toBe(200);
    t.clock.advance(60 * 60 * 1000);
  });

  it('rate limits log-in per IP across addresses', async () => {
    t.clock.advance(60 * 60 * 1000);
    const client = new Agent(t.app);
    const codes: number[] = [];
    for (let i = 0; i <= LOGIN_LIMIT_PER_IP; i++) {
      const res = await client.request('POST', '/api/v1/user/login', {
        emailId: uniqueEmail('spray'),
        password: 'x',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, LOGIN_LIMIT_PER_IP).every((c) => c === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    t.clock.advance(60 * 60 * 1000);
  });

  it('limits sign-ups that find the address taken, so the answer cannot test a list of addresses', async () => {
    t.clock.advance(60 * 60 * 1000);
    const { body } = await signUpHost(t.app);
    const client = new Agent(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await client.request('POST', '/api/v1/user/signup', body);
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(codes.slice(0, SIGNUP_TAKEN_LIMIT_PER_IP).every((c) => c === 409)).toBe(true);
    expect(codes.slice(SIGNUP_TAKEN_LIMIT_PER_IP).every((c) => c === 429)).toBe(true);
    t.clock.advance(60 * 60 * 1000);
    expect(
      (await client.request('POST', '/api/v1/user/signup', { ...body, emailId: uniqueEmail() })).statusCode,
    ).toBe(201);
  });
});
