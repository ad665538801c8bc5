import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, countRows } from '../../../test/booking-factory.ts';
import { multipart } from '../../../test/multipart.ts';
import { createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

const NOW = '2027-03-01T08:00:00Z';
const MB = 1024 * 1024;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');

describe.each(testDatabaseKinds())('uploads on %s', (kind) => {
  let t: TestApp;
  let dir: string;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let other: Awaited<ReturnType<typeof signUpHost>>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kairos-uploads-'));
    t = await createTestApp(kind, { clock: createClock(NOW), workers: false, config: { uploadsDir: dir } });
    host = await signUpHost(t.app);
    other = await signUpHost(t.app);
    await host.agent.request('POST', `${API}/routing/form/new`, {
      name: 'Apply',
      questions: [
        {
          questionId: 'cv',
          content: 'CV',
          type: 'ATTACHMENT',
          required: true,
          attachmentType: ['pdf', 'png'],
        },
        { questionId: 'name', content: 'Name', type: 'NAME', required: true },
      ],
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const publicGrant = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/website/upload`,
      payload: { module: 'ROUTING_FORM', ...body },
    });
  const post = (
    url: string,
    fields: Record<string, string>,
    file: { name: string; type: string; bytes: Buffer },
  ) => {
    const { payload, headers } = multipart(fields, file);
    return t.app.inject({ method: 'POST', url: new URL(url).pathname, payload, headers });
  };
  const grantFor = async (fileName: string, mimeType: string) => {
    const res = await publicGrant({ fileName, mimeType, accessLink: host.session.workspace.accessLink });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      url: string;
      fields: Record<string, string>;
      key: string;
      fileUrl: string;
      maxBytes: number;
    };
  };

  it('grants a public upload, stores the file and serves it only as a download', async () => {
    const grant = await grantFor('My CV.pdf', 'application/pdf');
    expect(grant.url).toBe('http://localhost:3000/api/v1/bookings/file/upload-target');
    expect(grant.maxBytes).toBe(5 * MB);
    expect(grant.fields.key).toBe(grant.key);
    expect(grant.key).toMatch(/^[0-9a-f-]{36}-My-CV\.pdf$/);
    const res = await post(grant.url, grant.fields, {
      name: 'My CV.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    expect(res.statusCode, res.body).toBe(204);
    // The same grant cannot be used twice.
    expect(
      (await post(grant.url, grant.fields, { name: 'x.pdf', type: 'application/pdf', bytes: PDF }))
        .statusCode,
    ).toBe(400);

    const download = await t.app.inject({
      method: 'GET',
      url: new URL(grant.fileUrl).pathname + new URL(grant.fileUrl).search,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="My CV.pdf"; filename*=UTF-8''My%20CV.pdf`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
    });
    const forged = grant.fileUrl.replace(/signature=[^&]+/, 'signature=AAAA');
    expect(
      (await t.app.inject({ method: 'GET', url: new URL(forged).pathname + new URL(forged).search }))
        .statusCode,
    ).toBe(404);
    t.clock.advance(2 * 60 * 60 * 1000);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: new URL(grant.fileUrl).pathname + new URL(grant.fileUrl).search,
        })
      ).statusCode,
    ).toBe(404);
    t.clock.set(NOW);
  });

  it('refuses types that are not allowed and names that do not fit the type', async () => {
    for (const [fileName, mimeType] of [
      ['page.html', 'text/html'],
      ['logo.svg', 'image/svg+xml'],
      ['tool.exe', 'application/octet-stream'],
      ['photo.pdf', 'image/png'],
      ['notes.html', 'text/plain'],
    ]) {
      const res = await publicGrant({ fileName, mimeType, accessLink: host.session.workspace.accessLink });
      expect(res.statusCode, fileName).toBe(415);
      expect(res.json()).toEqual({ error: 'File format not supported', code: 'MIME_TYPE_NOT_SUPPORTED' });
    }
  });

  it('refuses content that is not what its type says', async () => {
    const lying = [
      ['fake.png', 'image/png', PDF],
      ['fake.pdf', 'application/pdf', Buffer.from('<html><script>alert(1)</script></html>')],
      ['fake.txt', 'text/plain', PNG],
      ['bad.txt', 'text/plain', Buffer.from([0x68, 0x69, 0xff, 0xfe])],
      ['empty.txt', 'text/plain', Buffer.alloc(0)],
    ] as const;
    for (const [name, type, bytes] of lying) {
      const grant = await grantFor(name, type);
      const res = await post(grant.url, grant.fields, { name, type, bytes });
      expect(res.statusCode, name).toBe(415);
      expect(res.json().code).toBe('MIME_TYPE_NOT_SUPPORTED');
    }
    const grant = await grantFor('ok.txt', 'text/plain');
    expect(
      (
        await post(grant.url, grant.fields, {
          name: 'ok.txt',
          type: 'text/plain',
          bytes: Buffer.from('héllo\n'),
        })
      ).statusCode,
    ).toBe(204);
  });

  it('refuses files over the limit, forged or expired forms', async () => {
    const big = await publicGrant({
      fileName: 'big.pdf',
      mimeType: 'application/pdf',
      size: 5 * MB + 1,
      accessLink: host.session.workspace.accessLink,
    });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ error: 'File size must not exceed 5.00 MB', code: 'UPLOAD_FAILED' });

    const grant = await grantFor('large.pdf', 'application/pdf');
    const tooLarge = Buffer.concat([PDF, Buffer.alloc(5 * MB)]);
    const res = await post(grant.url, grant.fields, {
      name: 'large.pdf',
      type: 'application/pdf',
      bytes: tooLarge,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'File size must not exceed 5.00 MB', code: 'UPLOAD_FAILED' });

    const second = await grantFor('cv.pdf', 'application/pdf');
    const tampered = {
      ...second.fields,
      policy: Buffer.from(
        JSON.stringify({
          key: second.key,
          contentType: 'application/pdf',
          maxBytes: 100 * MB,
          expires: '2099-01-01T00:00:00Z',
        }),
      ).toString('base64url'),
    };
    expect(
      (await post(second.url, tampered, { name: 'cv.pdf', type: 'application/pdf', bytes: PDF })).json().code,
    ).toBe('UPLOAD_FAILED');
    t.clock.advance(16 * 60 * 1000);
    expect(
      (await post(second.url, second.fields, { name: 'cv.pdf', type: 'application/pdf', bytes: PDF }))
        .statusCode,
    ).toBe(400);
    t.clock.set(NOW);
  });

  it('takes public uploads only with a known access link of a workspace with an active form', async () => {
    for (const accessLink of [undefined, 'fallback', 'no-such-page']) {
      const res = await publicGrant({
        fileName: 'a.pdf',
        mimeType: 'application/pdf',
        ...(accessLink ? { accessLink } : {}),
      });
      expect(res.statusCode, String(accessLink)).toBe(400);
      expect(res.json().code).toBe('UPLOAD_FAILED');
    }
    const noForms = await publicGrant({
      fileName: 'a.pdf',
      mimeType: 'application/pdf',
      accessLink: other.session.workspace.accessLink,
    });
    expect(noForms.statusCode).toBe(400);
    const hostOnly = await publicGrant({
      fileName: 'a.pdf',
      mimeType: 'application/pdf',
      module: 'APPEARANCE',
      accessLink: host.session.workspace.accessLink,
    });
    expect(hostOnly.statusCode).toBe(400);
    // Booking attachments: any workspace's page, 25 MB.
    const booking = await publicGrant({
      fileName: 'a.pdf',
      mimeType: 'application/pdf',
      module: 'BOOKING',
      accessLink: other.session.workspace.accessLink,
    });
    expect(booking.statusCode).toBe(200);
    expect(booking.json().maxBytes).toBe(25 * MB);
  });

  it('lets hosts upload and delete their own files only', async () => {
    const grant = await host.agent.request('POST', `${API}/file/upload`, {
      fileName: 'logo.png',
      mimeType: 'image/png',
      module: 'APPEARANCE',
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const { url, fields, key } = grant.json();
    // Posted from the logged-in browser without the anti-forgery header: the signed form is enough.
    const { payload, headers } = multipart(fields, { name: 'logo.png', type: 'image/png', bytes: PNG });
    const stored = await host.agent.request('POST', new URL(url).pathname, payload, { headers, xsrf: false });
    expect(stored.statusCode, stored.body).toBe(204);
    expect((await other.agent.request('POST', `${API}/file/delete`, { key })).statusCode).toBe(404);
    expect((await host.agent.request('POST', `${API}/file/delete`, { key })).statusCode).toBe(200);
    expect(await countRows(t, 'uploads', "key = $1 and status = 'DELETED'", [key])).toBe(1);
    expect((await host.agent.request('POST', `${API}/file/delete`, { key })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${API}/file/upload`,
          payload: { fileName: 'a.png', mimeType: 'image/png', module: 'GENERAL' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('serves a workspace logo at a lasting public address, and nothing else there', async () => {
    const grant = await host.agent.request('POST', `${API}/file/upload`, {
      fileName: 'brand.png',
      mimeType: 'image/png',
      module: 'APPEARANCE',
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const { url, fields, key, fileUrl } = grant.json();
    expect(fileUrl).toBe(`http://localhost:3000${API}/file/public/${key}`);
    const before = await t.app.inject({ method: 'GET', url: new URL(fileUrl).pathname });
    expect(before.statusCode).toBe(404);
    const { payload, headers } = multipart(fields, { name: 'brand.png', type: 'image/png', bytes: PNG });
    expect(
      (await t.app.inject({ method: 'POST', url: new URL(url).pathname, payload, headers })).statusCode,
    ).toBe(204);

    // A week later, without any session, the address still answers.
    t.clock.set('2027-03-08T08:00:00Z');
    const logo = await t.app.inject({ method: 'GET', url: new URL(fileUrl).pathname });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['cache-control']).toContain('immutable');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    t.clock.set(NOW);

    // Logos are images only; other files never come out of the public address.
    const pdf = await host.agent.request('POST', `${API}/file/upload`, {
      fileName: 'brand.pdf',
      mimeType: 'application/pdf',
      module: 'APPEARANCE',
    });
    expect([pdf.statusCode, pdf.json().code]).toEqual([415, 'MIME_TYPE_NOT_SUPPORTED']);
    const general = await host.agent.request('POST', `${API}/file/upload`, {
      fileName: 'notes.png',
      mimeType: 'image/png',
      module: 'GENERAL',
    });
    const plain = general.json();
    const sent = multipart(plain.fields, { name: 'notes.png', type: 'image/png', bytes: PNG });
    await t.app.inject({ method: 'POST', url: new URL(plain.url).pathname, ...sent });
    expect(plain.fileUrl).toContain('/file/download/');
    const hidden = await t.app.inject({ method: 'GET', url: `${API}/file/public/${plain.key}` });
    expect(hidden.statusCode).toBe(404);
  });

  it('keeps an uploaded file with a submission and gives the host a download address', async () => {
    const grant = await grantFor('resume.pdf', 'application/pdf');
    expect(
      (await post(grant.url, grant.fields, { name: 'resume.pdf', type: 'application/pdf', bytes: PDF }))
        .statusCode,
    ).toBe(204);
    const forms = (await host.agent.request('GET', `${API}/routing/form-list`)).json().forms;
    const form = forms.find((f: { name: string }) => f.name === 'Apply');
    const submit = await t.app.inject({
      method: 'POST',
      url: `${API}/website/routing-form`,
      payload: {
        appId: host.session.workspace._id,
        slug: form.slug,
        questionAnswers: [
          { questionId: 'name', answer: 'Ada', type: 'NAME' },
          {
            questionId: 'cv',
            answer: '',
            type: 'ATTACHMENT',
            attachments: [{ name: 'renamed.exe', key: grant.key, size: 1 }],
          },
        ],
      },
    });
    expect(submit.statusCode, submit.body).toBe(201);
    // Name, size and type come from the store, not from the visitor.
    expect(submit.json().questionsAndAnswers[0].attachments).toEqual([
      { name: 'resume.pdf', key: grant.key, size: PDF.length, contentType: 'application/pdf' },
    ]);
    // Another workspace's file is not accepted.
    const foreign = await other.agent.request('POST', `${API}/file/upload`, {
      fileName: 'x.pdf',
      mimeType: 'application/pdf',
      module: 'GENERAL',
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `${API}/website/routing-form`,
      payload: {
        appId: host.session.workspace._id,
        slug: form.slug,
        questionAnswers: [
          { questionId: 'name', answer: 'Ada' },
          { questionId: 'cv', answer: '', attachments: [{ name: 'x.pdf', key: foreign.json().key }] },
        ],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toContainEqual({
      path: 'answers.cv',
      message: 'This file was not uploaded here; please upload it again',
    });

    const responses = (await host.agent.request('GET', `${API}/routing/${form._id}/response`)).json();
    const [file] = responses.responses[0].answers.find(
      (a: { questionId: string }) => a.questionId === 'cv',
    ).attachments;
    expect(file).toMatchObject({
      key: grant.key,
      name: 'resume.pdf',
      size: PDF.length,
      contentType: 'application/pdf',
    });
    const got = await t.app.inject({
      method: 'GET',
      url: new URL(file.downloadUrl).pathname + new URL(file.downloadUrl).search,
    });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
  });
});

describe('uploads to S3-compatible storage', () => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  const s3 = {
    endpoint: 'http://127.0.0.1:9000',
    bucket: 'kairos-files',
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    region: 'eu-west-1',
  };

  beforeAll(async () => {
    t = await createTestApp('pglite', { clock: createClock(NOW), workers: false, config: { s3 } });
    host = await signUpHost(t.app);
    await host.agent.request('POST', `${API}/routing/form/new`, {
      name: 'Apply',
      slug: 'apply',
      questions: [{ questionId: 'cv', content: 'CV', type: 'ATTACHMENT', required: true }],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('hands out a presigned POST form and a presigned download that forces an attachment', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/website/upload`,
      payload: {
        fileName: 'cv.pdf',
        mimeType: 'application/pdf',
        module: 'ROUTING_FORM',
        accessLink: host.session.workspace.accessLink,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const grant = res.json();
    expect(grant.url).toBe('http://127.0.0.1:9000/kairos-files');
    expect(Object.keys(grant.fields)).toEqual([
      'key',
      'Content-Type',
      'x-amz-algorithm',
      'x-amz-credential',
      'x-amz-date',
      'policy',
      'x-amz-signature',
    ]);
    const policy = JSON.parse(Buffer.from(grant.fields.policy, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 5 * MB]);
    expect(policy.expiration).toBe('2027-03-01T08:15:00.000Z');
    const download = new URL(grant.fileUrl);
    expect(download.origin + download.pathname).toBe(`http://127.0.0.1:9000/kairos-files/${grant.key}`);
    expect(download.searchParams.get('response-content-disposition')).toBe('attachment; filename="cv.pdf"');
    expect(download.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(await countRows(t, 'uploads', "key = $1 and bucket = 'kairos-files'", [grant.key])).toBe(1);

    const submitted = await t.app.inject({
      method: 'POST',
      url: `${API}/website/routing-form`,
      payload: {
        appId: host.session.workspace._id,
        slug: 'apply',
        questionAnswers: [
          { questionId: 'cv', answer: '', attachments: [{ name: 'cv.pdf', key: grant.key }] },
        ],
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
  });
});
