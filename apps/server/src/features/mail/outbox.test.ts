import { MEMBER_ROLE } from '@kairos/core/accounts/roles';
import { testDatabaseKinds } from '@kairos/db/test/test-db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, book, bookingBody, createEvent, waitForQueue } from '../../../test/booking-factory.ts';
import { captureConsoleMail } from '../../../test/console-mail.ts';
import { readMail, startSmtp } from '../../../test/smtp-server.ts';
import {
  Agent,
  createClock,
  createTestApp,
  signUpHost,
  type TestApp,
  uniqueEmail,
} from '../../../test/test-app.ts';
import { roleAllows } from '../../http/access.ts';
import { createMailTransport } from './transport.ts';

/**
 * The account takeover through the dev outbox, closed: a Member asks for the owner's password
 * reset (anyone may) and then reads everything the API lets them read. Nowhere is the reset link,
 * an invitation link, someone's email change link, a visitor's code or an attendee's reschedule
 * and cancel link. Without SMTP_URL the console prints account mail for the operator and the owner
 * alone lists the rest without secrets; with SMTP_URL there is no listing at all.
 */

const NOW = '2027-03-01T08:00:00Z';
const USER = '/api/v1/user';
const PASSWORD = 'long enough password';

/** Where each mode's mail can honestly be read: the operator's console, or a real inbox. */
interface MailSource {
  /** The first match of `pattern` in the newest message to `to` that has one. */
  find(to: string, pattern: RegExp): Promise<string>;
}

interface Secrets {
  reset: string;
  memberInvitation: string;
  adminInvitation: string;
  emailChange: string;
  code: string;
  liveCode: string;
  attendeeId: string;
}

interface World {
  t: TestApp;
  owner: Awaited<ReturnType<typeof signUpHost>>;
  member: Agent;
  memberId: string;
  eventId: string;
  meetingId: string;
  visitor: string;
  secrets: Secrets;
}

async function roleId(owner: Agent, name: string): Promise<string> {
  const roles = (await owner.request('GET', `${API}/role/list`)).json().roles as Array<{
    _id: string;
    name: string;
  }>;
  const id = roles.find((r) => r.name === name)?._id;
  if (!id) throw new Error(`no role ${name}`);
  return id;
}

/** A workspace with a Member, a pending Admin invitation, a verified booking and a reset request. */
async function buildWorld(t: TestApp, mail: MailSource): Promise<World> {
  const owner = await signUpHost(t.app, { firstName: 'Olga', companyName: 'Outbox Labs' });
  const invite = async (emailId: string, role: string) => {
    const res = await owner.agent.request('POST', `${API}/member/invite`, {
      emailId,
      roleId: await roleId(owner.agent, role),
    });
    expect(res.statusCode, res.body).toBe(201);
    return mail.find(emailId, /\/invite\/([\w-]+)/);
  };

  const memberEmail = uniqueEmail('mallory');
  const memberInvitation = await invite(memberEmail, 'Member');
  const member = new Agent(t.app);
  const joined = await member.request('POST', `${API}/invite/${memberInvitation}/accept`, {
    firstName: 'Mallory',
    password: PASSWORD,
  });
  expect(joined.statusCode, joined.body).toBe(200);
  const adminInvitation = await invite(uniqueEmail('future-admin'), 'Admin');

  const newAddress = uniqueEmail('mallory-new');
  const change = await member.request('POST', `${USER}/email/change`, {
    newEmail: newAddress,
    currentPassword: PASSWORD,
  });
  expect(change.statusCode, change.body).toBe(204);
  const emailChange = await mail.find(newAddress, /confirm-email\?token=([\w-]+)/);

  const eventId = await createEvent(owner.agent, { name: 'Checked call', attendeeEmailVerification: true });
  const visitor = uniqueEmail('visitor');
  const sent = await new Agent(t.app).request('POST', `${API}/website/generate/email-verification-code`, {
    emailId: visitor,
    eventId,
  });
  expect(sent.statusCode, sent.body).toBe(204);
  const code = await mail.find(visitor, /\b(\d{6}) is your verification code/);
  const res = await book(
    t.app,
    bookingBody(eventId, '2027-03-02T10:00:00.000Z', {
      attendee: { emailId: visitor },
      utms: { utm_source: 'newsletter' },
      verificationCode: code,
    }),
  );
  expect(res.statusCode, res.body).toBe(202);
  const booked = await waitForQueue(t.app, res.json().queueId);
  expect(booked.meetingStatus).toBe('ACTIVE');
  // The visitor's confirmation carries their reschedule link: it has been sent.
  expect(await mail.find(visitor, /\/reschedule\/([\w-]+)\//)).toBe(booked.attendeeId);
  // A code for a second booking, left unused: a live one.
  await new Agent(t.app).request('POST', `${API}/website/generate/email-verification-code`, {
    emailId: visitor,
    eventId,
  });
  const liveCode = await mail.find(visitor, /\b(\d{6}) is your verification code/);

  // The takeover's first step: anyone may ask for anyone's reset link.
  const asked = await new Agent(t.app).request('POST', `${USER}/password/forgot`, {
    emailId: owner.body.emailId,
  });
  expect(asked.statusCode).toBe(204);
  const reset = await mail.find(owner.body.emailId, /reset-password\?token=([\w-]+)/);

  return {
    t,
    owner,
    member,
    memberId: joined.json().agent._id,
    eventId,
    meetingId: booked.meetingId,
    visitor,
    secrets: {
      reset,
      memberInvitation,
      adminInvitation,
      emailChange,
      code,
      liveCode,
      attendeeId: booked.attendeeId,
    },
  };
}

/**
 * The secrets a response holds (a code only as a number of its own, not inside an id); a CSV
 * export's base64 file is read too.
 */
function secretsIn(response: string, secrets: Secrets): string[] {
  const csv = /"csvBuffer":"([^"]*)"/.exec(response)?.[1];
  const body = csv ? `${response}\n${Buffer.from(csv, 'base64').toString('utf8')}` : response;
  return Object.entries(secrets).flatMap(([name, value]) => {
    const found = /code/i.test(name)
      ? new RegExp(`(?<![\\w-])${value}(?![\\w-])`).test(body)
      : body.includes(value);
    return found ? [name] : [];
  });
}

/**
 * Every GET route a Member may call, with each path parameter filled by each of the workspace's
 * ids, with and without the query parameters listings take; and the bookings listings, which are POSTs.
 */
async function everyMemberListing(w: World): Promise<Array<{ call: string; res: LightMyRequestResponse }>> {
  const ids = [w.meetingId, w.eventId, w.memberId, w.owner.session.agent._id, w.owner.session.workspace._id];
  const fill: Record<string, string[]> = {
    id: ids,
    userId: ids,
    accessLink: [w.owner.session.workspace.accessLink],
    slug: ['checked-call'],
    provider: ['zoom', 'google'],
    use: ['google-calendar'],
  };
  const query = `meetingId=${w.meetingId}&emailId=${encodeURIComponent(w.visitor)}&to=${encodeURIComponent(
    w.owner.body.emailId,
  )}&limit=200`;
  const calls: Array<{ method: 'GET' | 'POST'; url: string; body?: unknown }> = [];
  for (const route of w.t.app.routeAccess) {
    const access = route.access;
    if (route.method !== 'GET' || access === 'public') continue;
    if (access !== 'session' && !roleAllows(MEMBER_ROLE, access.area, access.action)) continue;
    let urls = [route.url];
    for (const [name, values] of Object.entries(fill)) {
      if (route.url.includes(`:${name}`))
        urls = urls.flatMap((u) => values.map((v) => u.replace(`:${name}`, v)));
    }
    for (const url of urls) calls.push({ method: 'GET', url }, { method: 'GET', url: `${url}?${query}` });
  }
  calls.push(
    { method: 'POST', url: `${API}/meet/agent`, body: {} },
    { method: 'POST', url: `${API}/meet/agent`, body: { search: w.visitor } },
    { method: 'POST', url: `${API}/meet/agent/export`, body: {} },
  );
  const answers = [];
  for (const c of calls)
    answers.push({ call: `${c.method} ${c.url}`, res: await w.member.request(c.method, c.url, c.body) });
  return answers;
}

function expectNoSecrets(w: World, answers: Array<{ call: string; res: LightMyRequestResponse }>) {
  const leaks = answers.flatMap(({ call, res }) => {
    const found = secretsIn(res.body, w.secrets);
    return found.length ? [`${call} → ${found.join(', ')}`] : [];
  });
  expect(leaks).toEqual([]);
}

describe.each(testDatabaseKinds())('the dev outbox and the secrets in emails on %s', (kind) => {
  describe('without SMTP_URL', () => {
    const printed = captureConsoleMail();
    let w: World;
    beforeAll(async () => {
      const t = await createTestApp(kind, { clock: createClock(NOW), mail: printed.transport });
      w = await buildWorld(t, {
        find: async (to, pattern) => (await printed.waitFor(to, pattern))[1] ?? '',
      });
    });
    afterAll(async () => {
      await w?.t.close();
    });

    it('refuses the outbox to a Member, and nothing a Member may call holds a secret', async () => {
      const outbox = await w.member.request(
        'GET',
        `${API}/outbox?to=${encodeURIComponent(w.owner.body.emailId)}`,
      );
      expect(outbox.statusCode).toBe(403);
      expect(outbox.json().code).toBe('FORBIDDEN');
      const answers = await everyMemberListing(w);
      expect(answers.length).toBeGreaterThan(40);
      expectNoSecrets(w, answers);

      // So the reset link the Member asked for is of no use to them: the owner's password stands.
      const login = await new Agent(w.t.app).request('POST', `${USER}/login`, w.owner.body);
      expect(login.statusCode).toBe(200);
    });

    it('lists the workspace’s mail to its owner with account mail withheld and attendees’ links hidden', async () => {
      const res = await w.owner.agent.request('GET', `${API}/outbox?limit=200`);
      expect(res.statusCode).toBe(200);
      expect(secretsIn(res.body, w.secrets)).toEqual([]);
      const messages = res.json().messages as Array<{
        to: string[];
        subject: string;
        text: string;
        kind: string;
      }>;
      const reset = messages.find((m) => m.kind === 'PASSWORD_RESET');
      expect(reset).toMatchObject({ to: [w.owner.body.emailId], subject: 'Password reset link' });
      expect(reset?.text).toMatch(/^Withheld: /);
      expect(messages.filter((m) => m.kind === 'MEMBER_INVITATION')).toHaveLength(2);
      expect(messages.filter((m) => m.kind === 'VERIFICATION_CODE').map((m) => m.subject)).toEqual([
        'Email verification code',
        'Email verification code',
      ]);
      const letter = messages.find((m) => m.kind === 'INVITATION' && m.to.includes(w.visitor));
      expect(letter?.subject).toMatch(/^Confirmed: Checked call with Olga/);
      expect(letter?.text).toContain('Reschedule: http://localhost:3000/reschedule/[hidden]/');
      expect(letter?.text).toContain('Cancel: http://localhost:3000/cancellation/[hidden]/');
      // Nothing at rest holds them either: the stored copy was made without them.
      const { rows } = await w.t.database.execute('select subject, text, html, ics from outbox');
      expect(secretsIn(JSON.stringify(rows), w.secrets)).toEqual([]);
    });

    it('prints account mail whole on the console, so a lone owner resets a lost password from it', async () => {
      const [printedReset] = printed.printedFor(w.owner.body.emailId);
      expect(printedReset).toContain(`[outbox] to ${w.owner.body.emailId}: Reset your Kairos password`);
      expect(printedReset).toContain(`http://localhost:3000/reset-password?token=${w.secrets.reset}`);
      const reset = await new Agent(w.t.app).request('POST', `${USER}/password/reset`, {
        token: w.secrets.reset,
        password: 'the owner’s new password',
      });
      expect(reset.statusCode).toBe(204);
      const login = await new Agent(w.t.app).request('POST', `${USER}/login`, {
        emailId: w.owner.body.emailId,
        password: 'the owner’s new password',
      });
      expect(login.statusCode).toBe(200);
    });
  });

  describe('with SMTP_URL', () => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let w: World;
    beforeAll(async () => {
      smtp = await startSmtp();
      const t = await createTestApp(kind, {
        clock: createClock(NOW),
        mail: createMailTransport(smtp.url, () => {}),
        config: { smtpUrl: smtp.url },
      });
      w = await buildWorld(t, {
        async find(to, pattern) {
          for (let i = 0; i < 200; i++) {
            for (const message of [...smtp.inbox].reverse()) {
              if (!message.to.includes(to)) continue;
              const read = readMail(message.raw);
              const match = pattern.exec(`${read.subject}\n${read.text}`);
              if (match?.[1]) return match[1];
            }
            await new Promise((r) => setTimeout(r, 50));
          }
          throw new Error(`no mail to ${to} matching ${pattern}`);
        },
      });
    });
    afterAll(async () => {
      await w?.t.close();
      await smtp?.close();
    });

    it('has no outbox to list, for the Member or the owner, and nothing a Member may call holds a secret', async () => {
      for (const who of [w.member, w.owner.agent]) {
        const outbox = await who.request('GET', `${API}/outbox`);
        expect(outbox.statusCode).toBe(404);
        expect(outbox.json().code).toBe('NOT_FOUND');
      }
      expectNoSecrets(w, await everyMemberListing(w));
      const { rows } = await w.t.database.execute('select subject, text, html, ics from outbox');
      expect(secretsIn(JSON.stringify(rows), w.secrets)).toEqual([]);
      expect((await new Agent(w.t.app).request('POST', `${USER}/login`, w.owner.body)).statusCode).toBe(200);
    });
  });
});
