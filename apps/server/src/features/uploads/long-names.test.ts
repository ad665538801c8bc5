import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../test/booking-factory.ts';
import { multipart } from '../../../test/multipart.ts';
import { createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import { newKey } from './service.ts';

const NOW = '2027-03-01T08:00:00Z';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
/** 66 characters: its key once passed the router's 100-character limit on a path parameter (414). */
const LOGO_NAME = 'Screenshot 2026-11-27 at 10.47.00 company-logo-final-version-3.png';
/** 68 characters. */
const BRIEF_NAME = 'Signed statement of work for the Kairos onboarding call, draft 2.pdf';
const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

describe('newKey', () => {
  it.each([
    ['My CV.pdf', '-My-CV.pdf'],
    [LOGO_NAME, '-Screenshot-2026-11-27-at-10-47-00-compan.png'],
    [BRIEF_NAME, '-Signed-statement-of-work-for-the-Kairos.pdf'],
    ['Résumé – Zoë.pdf', '-Resume-Zoe.pdf'],
    ['日本語の資料.pdf', '.pdf'],
    [`${'a'.repeat(250)}.jpeg`, `-${'a'.repeat(40)}.jpeg`],
    [`notes.${'x'.repeat(40)}`, `-notes.${'x'.repeat(8)}`],
    ['---.png', '.png'],
  ])('%s → {id}%s', (name, rest) => {
    const key = newKey(name);
    expect(key.slice(0, 36)).toMatch(new RegExp(`^${ID}$`));
    expect(key.slice(36)).toBe(rest);
    expect(key.length).toBeLessThanOrEqual(100);
  });
});

describe.each(testDatabaseKinds())('files with long names on %s', (kind) => {
  let t: TestApp;
  let dir: string;
  let host: Awaited<ReturnType<typeof signUpHost>>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kairos-long-names-'));
    t = await createTestApp(kind, { clock: createClock(NOW), workers: false, config: { uploadsDir: dir } });
    host = await signUpHost(t.app);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

  it('routes a key stored before keys were bounded instead of answering 414', async () => {
    const old = `${'0'.repeat(36)}-${'Screenshot 2026-11-27 at 10.47.00 company-logo-final-version-3'.replace(/\W/g, '-')}.png`;
    expect(old.length).toBeGreaterThan(100);
    const res = await t.app.inject({ method: 'GET', url: `${API}/file/public/${old}` });
    expect(res.statusCode).toBe(404);
  });

  it('serves a logo whose name is long at its address, under its own name', async () => {
    const grant = await host.agent.request('POST', `${API}/file/upload`, {
      fileName: LOGO_NAME,
      mimeType: 'image/png',
      module: 'APPEARANCE',
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const { url, fields, fileUrl } = grant.json();
    const form = multipart(fields, { name: LOGO_NAME, type: 'image/png', bytes: PNG });
    expect((await t.app.inject({ method: 'POST', url: new URL(url).pathname, ...form })).statusCode).toBe(
      204,
    );
    const saved = await host.agent.request('PATCH', `${API}/appearance`, {
      companyBranding: { logo: fileUrl },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().companyBranding.logo).toBe(fileUrl);

    const logo = await t.app.inject({ method: 'GET', url: pathOf(fileUrl) });
    expect(logo.statusCode).toBe(200);
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    expect(logo.headers['content-disposition']).toBe(
      `inline; filename="${LOGO_NAME}"; filename*=UTF-8''${encodeURIComponent(LOGO_NAME)}`,
    );
  });

  it('lets a host download a visitor’s attachment whose name is long, under its own name', async () => {
    const grant = await t.app.inject({
      method: 'POST',
      url: `${API}/website/upload`,
      payload: {
        fileName: BRIEF_NAME,
        mimeType: 'application/pdf',
        module: 'BOOKING',
        accessLink: host.session.workspace.accessLink,
      },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const { url, fields, fileUrl } = grant.json();
    const form = multipart(fields, { name: BRIEF_NAME, type: 'application/pdf', bytes: PDF });
    expect((await t.app.inject({ method: 'POST', url: new URL(url).pathname, ...form })).statusCode).toBe(
      204,
    );

    const download = await t.app.inject({ method: 'GET', url: pathOf(fileUrl) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${BRIEF_NAME}"; filename*=UTF-8''${encodeURIComponent(BRIEF_NAME)}`,
    );
  });
});
