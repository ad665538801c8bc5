import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { presignedPost, presignQuery, signingKey } from './s3.ts';

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
