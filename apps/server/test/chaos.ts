import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb, type TestDatabase } from '@kairos/db/test/test-db';
import pg from 'pg';
import { API } from './booking-factory.ts';
import { type FakeWhatsapp, startFakeWhatsapp } from './fake-whatsapp.ts';
import {
  createAllDayEvent,
  freePort,
  type ServerProcess,
  signUpOverHttp,
  startServerProcess,
} from './server-process.ts';
import { startSmtp } from './smtp-server.ts';

/**
 * A crash drill: two server processes on one PostgreSQL database take a storm of bookings (one
 * contested slot, distinct slots, a share link with a limit, reschedules and cancels); one process
 * is killed with SIGKILL in the middle and started again, and the database is restarted once.
 * Then it checks what was promised: every booking answered 2xx is stored exactly once, no slot is
 * double-booked, the link is not over its limit, and every side effect (invitation emails over
 * SMTP, the reminder plan, the WhatsApp booking notice) went out exactly once after recovery,
 * with no process restarted by hand.
 */
export interface ChaosOptions {
  /** A PostgreSQL server where the user may create databases. */
  adminUrl: string;
  distinct: number;
  contenders: number;
  linkLimit: number;
  linkAttempts: number;
  /** Reschedules and cancels, each, of bookings already answered. */
  changes: number;
  clients: number;
  /** Restarts the database server (or cuts every connection of `database` for a while). */
  restartDatabase(database: TestDatabase): Promise<void>;
  log(line: string): void;
}

export interface ChaosReport {
  acknowledged: number;
  lost: number;
  storedTwice: number;
  doubleBookedSlots: number;
  contestedSlotWinners: number;
  linkUsed: number;
  linkLimit: number;
  changesAcknowledged: number;
  emails: { expected: number; missing: number; repeatedMessages: number; resentSameMessage: number };
  reminders: { expected: number; missing: number; repeated: number };
  whatsapp: { expected: number; missing: number; repeated: number };
  recovered: boolean;
  answers: Record<string, number>;
}

const TOKEN = 'chaos-whatsapp-token-0123456789';

/** Cuts every connection to the database and refuses new ones for `downMs`: what a restart does to clients. */
export async function cutDatabase(adminUrl: string, database: TestDatabase, downMs = 1500): Promise<void> {
  const restore = await refuseConnections(adminUrl, database);
  try {
    await new Promise((r) => setTimeout(r, downMs));
  } finally {
    await restore();
  }
}

/**
 * Cuts every connection to the database and refuses new ones until the returned function is
 * called: the database is out of reach meanwhile, as in an outage.
 */
export async function refuseConnections(
  adminUrl: string,
  database: TestDatabase,
): Promise<() => Promise<void>> {
  const name = new URL(database.url ?? '').pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const restore = async () => {
    await admin.query(`alter database ${name} allow_connections true`);
    await admin.end();
  };
  try {
    await admin.query(`alter database ${name} allow_connections false`);
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
  } catch (error) {
    await restore();
    throw error;
  }
  return restore;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(what: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await what()) return true;
    } catch {
      // not yet
    }
    if (Date.now() > until) return false;
    await sleep(250);
  }
}

export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const log = (line: string) => options.log(`${new Date().toISOString().slice(11, 19)} ${line}`);
  process.env.TEST_DATABASE_URL = options.adminUrl;
  const database = await createTestDb('postgres');
  const dataDir = mkdtempSync(join(tmpdir(), 'kairos-chaos-'));
  const smtp = await startSmtp();
  const whatsapp: FakeWhatsapp = await startFakeWhatsapp(TOKEN);
  const ports = [await freePort(), await freePort()];
  const env = {
    SMTP_URL: smtp.url,
    WHATSAPP_API_URL: whatsapp.baseUrl,
    TRUST_PROXY: 'true',
  };
  const start = (i: number) =>
    startServerProcess({ databaseUrl: database.url, dataDir, port: ports[i] as number, env });
  const servers: ServerProcess[] = await Promise.all([start(0), start(1)]);
  const alive = [true, true];
  try {
    const call = await signUpOverHttp(servers[0]?.base ?? '', 'Chaos Co');
    await call('PUT', '/whatsapp/channel', { phoneNumberId: '1001', accessToken: TOKEN });
    const setting = {
      enable: true,
      templateId: 'booking_confirmed',
      channelId: '1001',
      language: 'en_GB',
      templateMapping: { header: {}, body: { 1: '{{attendee_name}}' }, button: {} },
    };
    const eventId = await createAllDayEvent(call, {
      questions: [
        { type: 'NAME', content: 'Name', required: true },
        { type: 'EMAIL_ID', content: 'Email', required: true },
        { type: 'PHONE_NUMBER', content: 'WhatsApp number', required: true },
      ],
      notifications: {
        emailReminder: { enable: true, minutesBefore: [60] },
        whatsappNotification: setting,
      },
    });
    const event = await call('GET', `/event/${eventId}`);
    const questionIds = Object.fromEntries(
      (event.questions as Array<{ type: string; questionId: string }>).map((q) => [q.type, q.questionId]),
    );
    const link = (await call('POST', '/share-link', { eventId, limit: options.linkLimit })) as {
      link: string;
    };
    log('set up: two processes, one event, one share link');

    const first = Date.UTC(new Date().getUTCFullYear() + 1, 0, 4);
    const slotAt = (i: number) => new Date(first + i * 15 * 60_000).toISOString();

    type Job = { kind: 'book' | 'link' | 'reschedule' | 'cancel'; n: number };
    const jobs: Job[] = [];
    for (let i = 0; i < options.contenders; i++) jobs.push({ kind: 'book', n: 0 });
    for (let i = 1; i <= options.distinct; i++) jobs.push({ kind: 'book', n: i });
    for (let i = 0; i < options.linkAttempts; i++) jobs.push({ kind: 'link', n: options.distinct + 1 + i });
    // Interleave so every kind is in flight when the process dies and the database restarts.
    jobs.sort((a, b) => ((a.n * 7919) % 101) - ((b.n * 7919) % 101));
    const changeSlot = options.distinct + options.linkAttempts + 10;
    for (let i = 0; i < options.changes; i++) {
      jobs.splice(Math.floor(jobs.length * 0.55) + i * 3, 0, { kind: 'reschedule', n: changeSlot + i });
      jobs.splice(Math.floor(jobs.length * 0.55) + i * 3 + 1, 0, { kind: 'cancel', n: 0 });
    }

    const acknowledged: Array<{
      queueId: string;
      attendeeId: string;
      name: string;
      slot: number;
      viaLink: boolean;
    }> = [];
    const answers: Record<string, number> = {};
    const count = (key: string) => {
      answers[key] = (answers[key] ?? 0) + 1;
    };
    let changesAcknowledged = 0;
    let contestedWins = 0;
    const cancelled = new Set<string>();
    let next = 0;
    let done = 0;
    let seq = 0;

    const send = async (method: string, path: string, body: unknown, ip: string) => {
      // A load balancer's choice: alternate, skipping a process known to be down.
      const order = seq++ % 2 === 0 ? [0, 1] : [1, 0];
      const target = order.find((i) => alive[i]) ?? 0;
      const res = await fetch(`${servers[target]?.base}${API}${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, string> };
    };

    const runJob = async (j: number) => {
      {
        const job = jobs[j] as Job;
        const ip = `10.9.${(j >> 8) & 255}.${j & 255}`;
        try {
          if (job.kind === 'book' || job.kind === 'link') {
            const name = `Visitor ${j}`;
            const emailId = `visitor-${j}@example.com`;
            const body = {
              ...(job.kind === 'link' ? { shareLink: link.link } : { eventId }),
              time: slotAt(job.n),
              timezone: 'UTC',
              attendee: {
                fullName: name,
                emailId,
                answers: [
                  { questionId: questionIds.NAME, answer: name },
                  { questionId: questionIds.EMAIL_ID, answer: emailId },
                  { questionId: questionIds.PHONE_NUMBER, answer: `+91 98765 ${String(10000 + j)}` },
                ],
              },
            };
            const res = await send(
              'POST',
              job.kind === 'link' ? '/meet/book/share-link' : '/meet/book',
              body,
              ip,
            );
            count(`${job.kind} ${res.status}${res.body.code ? ` ${res.body.code}` : ''}`);
            if (res.status === 202 && job.kind === 'book' && job.n === 0) contestedWins += 1;
            if (res.status === 202) {
              const status = await send(
                'GET',
                `/meet/queue-event/status/${res.body.queueId}`,
                undefined,
                ip,
              ).catch(() => undefined);
              acknowledged.push({
                queueId: res.body.queueId as string,
                attendeeId: (status?.body.attendeeId as string) ?? '',
                name,
                slot: job.n,
                viaLink: job.kind === 'link',
              });
            }
          } else {
            // Never the contested slot: moving its winner away would free it for a second winner.
            const pick = acknowledged.find(
              (a) => a.attendeeId && a.slot > 0 && !a.viaLink && !cancelled.has(a.attendeeId),
            );
            if (!pick) {
              count(`${job.kind} skipped: nothing booked yet`);
              return;
            }
            cancelled.add(pick.attendeeId);
            const res =
              job.kind === 'reschedule'
                ? await send(
                    'PATCH',
                    '/meet/reschedule',
                    { attendeeId: pick.attendeeId, time: slotAt(job.n), timezone: 'UTC' },
                    ip,
                  )
                : await send('PATCH', '/meet/cancel', { attendeeId: pick.attendeeId }, ip);
            count(`${job.kind} ${res.status}${res.body.code ? ` ${res.body.code}` : ''}`);
            if (res.status === 200) changesAcknowledged += 1;
          }
        } catch {
          count(`${job.kind} no answer`);
        } finally {
          done += 1;
        }
      }
    };

    // The kill lands while the first two thirds are in flight; the last third runs while the
    // database restarts.
    const third = Math.ceil(jobs.length / 3);
    const phase = async (from: number, to: number) => {
      next = from;
      const until = Math.min(to, jobs.length);
      await Promise.all(
        Array.from({ length: options.clients }, async () => {
          for (let j = next++; j < until; j = next++) await runJob(j);
        }),
      );
    };
    const kill = (async () => {
      await waitFor(async () => done >= third, 120_000);
      log(`SIGKILL process B after ${done} of ${jobs.length} requests`);
      alive[1] = false;
      servers[1]?.child.kill('SIGKILL');
      await servers[1]?.exited;
      servers[1] = await start(1);
      alive[1] = true;
      log(`process B started again after ${done} requests`);
    })();
    await Promise.all([phase(0, 2 * third), kill]);
    const databaseRestart = (async () => {
      await sleep(100);
      log(`restarting the database after ${done} requests`);
      await options.restartDatabase(database);
      log(`database back after ${done} requests`);
    })();
    await Promise.all([phase(2 * third, jobs.length), databaseRestart]);
    log(`storm over: ${JSON.stringify(answers)}`);

    // Recovery: both processes ready again without being touched, then every side effect done.
    let readiness: unknown[] = [];
    const recovered = await waitFor(async () => {
      const states = await Promise.all(
        servers.map((s) =>
          fetch(`${s.base}/ready`).then(async (r) => ({ http: r.status, ...(await r.json()) })),
        ),
      );
      readiness = states;
      return states.every((s) => s.http === 200);
    }, 30_000);
    log(`processes ready: ${recovered} ${JSON.stringify(readiness)}`);
    if (!recovered) {
      for (const s of servers)
        log(`process on ${s.port}: exit ${s.child.exitCode}; ${s.output().slice(-1500)}`);
    }
    const sql = (text: string, params: unknown[] = []) => database.execute(text, params);
    const settled = await waitFor(async () => {
      const { rows } = await sql(`select count(*)::int as n from booking_queue where status = 'PENDING'`);
      // Not yet sent for good: never claimed, or claimed and not confirmed (a claim of the killed
      // process holds until its lease runs out, then the sweep sends it).
      const { rows: notices } = await sql(
        `select count(*)::int as n from notification_log where channel = 'WHATSAPP' and offset_minutes = 0
           and (sent_at is null or claimed_until is not null) and cancelled_at is null`,
      );
      return rows[0]?.n === 0 && notices[0]?.n === 0;
    }, 240_000);
    log(settled ? 'side effects settled' : 'side effects still pending when the wait ran out');
    await sleep(500);

    // 1. Every acknowledged booking stored exactly once.
    const ids = acknowledged.map((a) => a.queueId);
    const { rows: stored } = await sql(
      `select q.id::text as id, count(a.id)::int as attendees from booking_queue q
         left join attendees a on a.id = q.attendee_id where q.id = any($1::uuid[]) group by q.id`,
      [ids],
    );
    const storedIds = new Map(stored.map((r) => [r.id as string, Number(r.attendees)]));
    const lost = ids.filter((id) => storedIds.get(id) !== 1).length;
    const { rows: twice } = await sql(
      `select count(*)::int as n from (select email_id from attendees a join meetings m on m.id = a.meeting_id
         where m.event_id = $1 group by email_id having count(*) > 1) d`,
      [eventId],
    );
    // 2. No slot double-booked (one host, so at most one live meeting per start).
    const { rows: doubled } = await sql(
      `select count(*)::int as n from (select start_at from meetings where event_id = $1 and status <> 'CANCELLED'
         group by start_at having count(*) > 1) d`,
      [eventId],
    );
    // 3. The share link within its limit.
    const { rows: linkRow } = await sql('select used from share_links where link = $1', [link.link]);
    // 4. Side effects: every recorded email reached the SMTP server, each message once.
    const { rows: outbox } = await sql(
      `select id::text as id, to_addresses from outbox where app_id = (select app_id from events where id = $1)`,
      [eventId],
    );
    const byMessage = new Map<string, number>();
    for (const d of smtp.inbox) {
      const messageId = /^message-id:\s*(\S+)/im.exec(d.raw)?.[1] ?? '';
      byMessage.set(messageId, (byMessage.get(messageId) ?? 0) + 1);
    }
    const expectedIds = outbox.map((r) => `<${r.id}@kairos>`);
    const missingEmails = expectedIds.filter((id) => !byMessage.has(id)).length;
    const strangers = [...byMessage.keys()].filter((id) => !expectedIds.includes(id)).length;
    const resent = [...byMessage.values()].filter((n) => n > 1).length;
    // Every acknowledged booking (not cancelled since) has its invitation among them.
    const { rows: invited } = await sql(
      `select count(distinct q.id)::int as n from booking_queue q join outbox o on o.dedupe_key like q.id::text || ':%'
         where q.id = any($1::uuid[])`,
      [ids],
    );
    // 5. The reminder plan: one email reminder per live attendee.
    const { rows: plan } = await sql(
      `select a.id::text as id, count(n.id)::int as n from attendees a join meetings m on m.id = a.meeting_id
         left join notification_log n on n.attendee_id = a.id and n.meeting_id = m.id and n.kind = 'REMINDER'
           and n.channel = 'EMAIL' and n.cancelled_at is null
         where m.event_id = $1 and a.status = 'ACTIVE' and m.status = 'ACTIVE' group by a.id`,
      [eventId],
    );
    // 6. The WhatsApp notice: one per booking.
    const notices = new Map<string, number>();
    for (const m of whatsapp.received) {
      if (m.body.template?.name !== 'booking_confirmed') continue;
      const name = m.body.template.components?.[0]?.parameters[0]?.text ?? '';
      notices.set(name, (notices.get(name) ?? 0) + 1);
    }
    // A booking cancelled before its notice went out rightly gets none.
    const { rows: live } = await sql(
      `select q.id::text as id from booking_queue q join attendees a on a.id = q.attendee_id
         where q.id = any($1::uuid[]) and a.status = 'ACTIVE'`,
      [ids],
    );
    const liveIds = new Set(live.map((r) => r.id as string));
    const noticeNames = acknowledged.filter((a) => liveIds.has(a.queueId)).map((a) => a.name);
    const { rows: noticeRows } = await sql(
      `select (sent_at is not null) as sent, (cancelled_at is not null) as cancelled, error, count(*)::int as n
         from notification_log where channel = 'WHATSAPP' group by 1, 2, 3`,
    );
    log(`WhatsApp rows: ${JSON.stringify(noticeRows)}; fake received ${whatsapp.received.length}`);

    return {
      acknowledged: acknowledged.length,
      lost,
      storedTwice: Number(twice[0]?.n),
      doubleBookedSlots: Number(doubled[0]?.n),
      contestedSlotWinners: contestedWins,
      linkUsed: Number(linkRow[0]?.used),
      linkLimit: options.linkLimit,
      changesAcknowledged,
      emails: {
        expected: expectedIds.length,
        missing: missingEmails + (ids.length - Number(invited[0]?.n)),
        repeatedMessages: strangers,
        resentSameMessage: resent,
      },
      reminders: {
        expected: plan.length,
        missing: plan.filter((r) => Number(r.n) === 0).length,
        repeated: plan.filter((r) => Number(r.n) > 1).length,
      },
      whatsapp: {
        expected: noticeNames.length,
        missing: noticeNames.filter((n) => !notices.has(n)).length,
        repeated: [...notices.values()].filter((n) => n > 1).length,
      },
      recovered: recovered && settled,
      answers,
    };
  } finally {
    for (const s of servers) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    await whatsapp.close();
    await smtp.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The report as lines a person reads. */
export function describeChaos(r: ChaosReport): string[] {
  return [
    `answers: ${Object.entries(r.answers)
      .sort()
      .map(([k, v]) => `${k} × ${v}`)
      .join(', ')}`,
    `bookings answered 202: ${r.acknowledged}; lost: ${r.lost}; stored twice: ${r.storedTwice}`,
    `slots double-booked: ${r.doubleBookedSlots}; visitors answered 202 for the contested slot: ${r.contestedSlotWinners}`,
    `share link used ${r.linkUsed} of ${r.linkLimit}`,
    `reschedules and cancels answered 200: ${r.changesAcknowledged}`,
    `emails recorded: ${r.emails.expected}; missing: ${r.emails.missing}; repeated as another message: ${r.emails.repeatedMessages}; ` +
      `delivered again under the same Message-ID after a crash: ${r.emails.resentSameMessage}`,
    `reminder plans: ${r.reminders.expected}; missing: ${r.reminders.missing}; repeated: ${r.reminders.repeated}`,
    `WhatsApp notices due: ${r.whatsapp.expected}; missing: ${r.whatsapp.missing}; repeated: ${r.whatsapp.repeated}`,
    `recovered without a manual restart: ${r.recovered ? 'yes' : 'NO'}`,
  ];
}
