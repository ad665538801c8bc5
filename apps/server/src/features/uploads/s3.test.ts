import { createHmac } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';
import { describe, expect, it } from 'vitest';
import type { S3Config } from '../../config.ts';
import { presignedObjectUrl, presignedPost, presignQuery, signingKey } from './s3.ts';

// The example credentials of the AWS Signature Version 4 documentation.
const ACCESS_KEY = 'AKIAIOSFODNN7EXAMPLE';

describe('AWS Signature Version 4', () => {
  it('derives the signing key of the documented example', () => {
    const key = signingKey('wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', '20120215', 'us-east-1', 'iam');
    expect(key.toString('hex')).toBe('f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d');
  });

  it('signs the documented presigned GET example', () => {
    const query = presignQuery({
      method: 'GET',
      host: 'examplebucket.s3.amazonaws.com',
      path: '/test.txt',
      params: {},
      accessKeyId: ACCESS_KEY,
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      now: new Date('2013-05-24T00:00:00Z'),
      expiresSeconds: 86400,
    });
    expect(query).toBe(
      'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('makes a POST policy for one key, one type and a size range, signed with the derived key', () => {
    const s3 = {
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'uploads-bucket',
      accessKeyId: ACCESS_KEY,
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'eu-west-1',
    };
    const { url, fields } = presignedPost(s3, {
      key: 'k-1.pdf',
      contentType: 'application/pdf',
      maxBytes: 5 * 1024 * 1024,
      expires: new Date('2027-03-01T08:15:00Z'),
      now: new Date('2027-03-01T08:00:00Z'),
    });
    expect(url).toBe('https://s3.eu-west-1.amazonaws.com/uploads-bucket');
    expect(fields['x-amz-credential']).toBe('AKIAIOSFODNN7EXAMPLE/20270301/eu-west-1/s3/aws4_request');
    expect(fields['x-amz-date']).toBe('20270301T080000Z');
    const policy = JSON.parse(Buffer.from(fields.policy ?? '', 'base64').toString('utf8'));
    expect(policy).toEqual({
      expiration: '2027-03-01T08:15:00.000Z',
      conditions: [
        { bucket: 'uploads-bucket' },
        ['eq', '$key', 'k-1.pdf'],
        ['eq', '$Content-Type', 'application/pdf'],
        ['content-length-range', 1, 5 * 1024 * 1024],
        { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
        { 'x-amz-credential': 'AKIAIOSFODNN7EXAMPLE/20270301/eu-west-1/s3/aws4_request' },
        { 'x-amz-date': '20270301T080000Z' },
      ],
    });
    // The documented check: signature = hex(HMAC-SHA256(signing key, base64 policy)).
    const key = signingKey(s3.secretAccessKey, '20270301', 'eu-west-1');
    expect(fields['x-amz-signature']).toBe(
      createHmac('sha256', key)
        .update(fields.policy ?? '')
        .digest('hex'),
    );
  });
});

// aws4fetch is a maintained SigV4 signer that makes presigned URLs (not POST policies). It is the
// reference here: for the same request, clock and keys, Kairos's presigned GET and DELETE must
// carry the same parameters and the same signature.
describe('presigned addresses, cross-checked with aws4fetch', () => {
  const now = new Date('2027-03-01T08:00:00Z');
  const stores: Array<[string, S3Config]> = [
    [
      'AWS, path-style',
      {
        endpoint: 'https://s3.eu-west-1.amazonaws.com',
        bucket: 'uploads-bucket',
        accessKeyId: ACCESS_KEY,
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'eu-west-1',
      },
    ],
    [
      'an S3-compatible store on a port, under a path',
      {
        endpoint: 'http://127.0.0.1:9000/storage',
        bucket: 'kairos',
        accessKeyId: 'minio-key',
        secretAccessKey: 'minio+secret/with=signs',
        region: 'us-east-1',
      },
    ],
  ];
  const keys = ['k-1.pdf', 'a b/c+d (1)!.png', 'über*naïve~file.txt', "it's 100%.csv"];

  async function reference(
    s3: S3Config,
    method: 'GET' | 'DELETE',
    key: string,
    params: Record<string, string>,
  ) {
    // The key goes in encoded: aws4fetch reads a bare '+' in an S3 path as a space.
    const path = key.split('/').map(encodeURIComponent).join('/');
    const url = new URL(`${s3.endpoint}/${s3.bucket}/${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set('X-Amz-Expires', '3600');
    const signed = await new AwsV4Signer({
      method,
      url: url.toString(),
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      service: 's3',
      region: s3.region,
      datetime: '20270301T080000Z',
      signQuery: true,
    }).sign();
    return signed.url;
  }

  for (const [label, s3] of stores)
    for (const key of keys) {
      it(`${label}: ${key}`, async () => {
        const download = { fileName: 'Höhe "Q1" report.pdf', contentType: 'application/pdf' };
        for (const method of ['GET', 'DELETE'] as const) {
          const ours = new URL(
            presignedObjectUrl(s3, {
              method,
              key,
              now,
              expiresSeconds: 3600,
              ...(method === 'GET' ? { download } : {}),
            }),
          );
          const params: Record<string, string> =
            method === 'GET'
              ? {
                  'response-content-disposition': 'attachment; filename="H_he _Q1_ report.pdf"',
                  'response-content-type': 'application/pdf',
                }
              : {};
          const theirs = await reference(s3, method, key, params);
          expect(ours.origin).toBe(theirs.origin);
          expect(decodeURIComponent(ours.pathname)).toBe(decodeURIComponent(theirs.pathname));
          const sorted = (u: URL) => [...u.searchParams].sort(([a], [b]) => a.localeCompare(b));
          expect(sorted(ours)).toEqual(sorted(theirs));
          expect(ours.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
        }
      });
    }
});
