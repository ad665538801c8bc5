import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real Radicale CalDAV server on a loopback port with a throw-away store, for the calendar
 * tests (`scripts/ensure-radicale.mjs` installs Debian's package when it is missing).
 */
export interface Radicale {
  baseUrl: string;
  /** Creates a calendar collection for the user; returns its address (ending in `/`). */
  makeCalendar(user: string, slug: string, name: string): Promise<string>;
  putEvent(calendarUrl: string, filename: string, ics: string): Promise<void>;
  deleteEvent(calendarUrl: string, filename: string): Promise<void>;
  /** The calendar data of every object in a calendar, by its file name. */
  listEvents(calendarUrl: string): Promise<Map<string, string>>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startRadicale(users: Record<string, string>): Promise<Radicale> {
  const dir = mkdtempSync(join(tmpdir(), 'kairos-radicale-'));
  const htpasswd = join(dir, 'users');
  writeFileSync(
    htpasswd,
    `${Object.entries(users)
      .map(([u, p]) => `${u}:${p}`)
      .join('\n')}\n`,
  );
  let child: ChildProcess | undefined;
  let baseUrl = '';
  for (let attempt = 1; attempt <= 3 && !child; attempt++) {
    const port = await freePort();
    const started = spawn(
      process.env.RADICALE_PATH || '/usr/bin/radicale',
      [
        '--config',
        '',
        '--server-hosts',
        `127.0.0.1:${port}`,
        '--storage-filesystem-folder',
        join(dir, 'collections'),
        '--auth-type',
        'htpasswd',
        '--auth-htpasswd-filename',
        htpasswd,
        '--auth-htpasswd-encryption',
        'plain',
        '--rights-type',
        'owner_only',
        '--logging-level',
        'warning',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const url = `http://127.0.0.1:${port}`;
    if (await waitUntilUp(url, started)) {
      child = started;
      baseUrl = url;
    } else {
      started.kill();
    }
  }
  if (!child) throw new Error('Radicale did not start (is /usr/bin/radicale installed?)');
  const running = child;
  // A test process that dies without closing must not leave the server behind.
  const killOnExit = () => running.kill();
  process.once('exit', killOnExit);

  const auth = (user: string) => `Basic ${Buffer.from(`${user}:${users[user] ?? ''}`).toString('base64')}`;
  const userOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/')[1] ?? '');
  const request = async (url: string, init: RequestInit & { headers?: Record<string, string> }) => {
    const response = await fetch(url, {
      ...init,
      headers: { authorization: auth(userOf(url)), ...init.headers },
    });
    if (!response.ok && response.status !== 404) {
      throw new Error(`Radicale ${init.method} ${url}: ${response.status} ${await response.text()}`);
    }
    return response;
  };

  return {
    baseUrl,
    async makeCalendar(user, slug, name) {
      const url = `${baseUrl}/${user}/${slug}/`;
      await request(url, {
        method: 'MKCOL',
        headers: { 'content-type': 'application/xml' },
        body:
          '<?xml version="1.0"?><D:mkcol xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop>' +
          `<D:resourcetype><D:collection/><C:calendar/></D:resourcetype><D:displayname>${name}</D:displayname>` +
          '<C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set>' +
          '</D:prop></D:set></D:mkcol>',
      });
      return url;
    },
    async putEvent(calendarUrl, filename, ics) {
      await request(`${calendarUrl}${filename}`, {
        method: 'PUT',
        headers: { 'content-type': 'text/calendar; charset=utf-8' },
        body: ics,
      });
    },
    async deleteEvent(calendarUrl, filename) {
      await request(`${calendarUrl}${filename}`, { method: 'DELETE' });
    },
    async listEvents(calendarUrl) {
      const response = await request(calendarUrl, {
        method: 'REPORT',
        headers: { depth: '1', 'content-type': 'application/xml' },
        body:
          '<?xml version="1.0"?><C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">' +
          '<D:prop><C:calendar-data/></D:prop><C:filter><C:comp-filter name="VCALENDAR"/></C:filter></C:calendar-query>',
      });
      const xml = await response.text();
      const events = new Map<string, string>();
      for (const match of xml.matchAll(
        /<href>([^<]+)<\/href>[\s\S]*?<C:calendar-data>([\s\S]*?)<\/C:calendar-data>/g,
      )) {
        const name = decodeURIComponent(match[1]?.split('/').filter(Boolean).at(-1) ?? '');
        events.set(
          name,
          (match[2] ?? '')
            .replace(/&#13;/g, '\r')
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&amp;/g, '&'),
        );
      }
      return events;
    },
    async close() {
      process.off('exit', killOnExit);
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill();
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<boolean> {
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  // Python starts slowly on a loaded machine: give it up to 30 s.
  const until = Date.now() + 30_000;
  while (Date.now() < until && !exited) {
    try {
      await fetch(url, { method: 'OPTIONS' });
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return false;
}
