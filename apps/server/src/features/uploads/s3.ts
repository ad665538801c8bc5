import { createHash, createHmac } from 'node:crypto';
import type { S3Config } from '../../config.ts';

/**
 * AWS Signature Version 4 for S3-compatible storage, as its public documentation describes it:
 * a presigned POST policy for browser uploads and a presigned GET (query-string
 * authentication) for downloads. Path-style addresses: `{endpoint}/{bucket}/{key}`.
 */

const ALGORITHM = 'AWS4-HMAC-SHA256';

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');

/** `20151229T000000Z` and `20151229` for an instant. */
export function amzDates(now: Date): { amzDate: string; dateStamp: string } {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, dateStamp: amzDate.slice(0, 8) };
}

/** kSigning = HMAC(HMAC(HMAC(HMAC("AWS4" + secret, date), region), service), "aws4_request"). */
export function signingKey(secret: string, dateStamp: string, region: string, service = 's3'): Buffer {
  const kDate = hmac(`AWS4${secret}`, dateStamp);
  const kRegion = hmac(kDate, region);
  const kService = hmac(kRegion, service);
  return hmac(kService, 'aws4_request');
}

/** RFC 3986 encoding as SigV4 wants it: everything but A–Z a–z 0–9 - _ . ~ (and '/' in paths when asked). */
export function uriEncode(text: string, keepSlash = false): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const c = String.fromCharCode(byte);
      if (/[A-Za-z0-9\-_.~]/.test(c) || (keepSlash && c === '/')) return c;
      return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/**
 * A browser upload form for one key: the policy allows exactly that key and content type, a
 * size from 1 byte to `maxBytes`, until `expires`.
 */
export function presignedPost(
  s3: S3Config,
  input: { key: string; contentType: string; maxBytes: number; expires: Date; now: Date },
): PresignedPost {
  const { amzDate, dateStamp } = amzDates(input.now);
  const credential = `${s3.accessKeyId}/${dateStamp}/${s3.region}/s3/aws4_request`;
  const policy = {
    expiration: input.expires.toISOString(),
    conditions: [
      { bucket: s3.bucket },
      ['eq', '$key', input.key],
      ['eq', '$Content-Type', input.contentType],
      ['content-length-range', 1, input.maxBytes],
      { 'x-amz-algorithm': ALGORITHM },
      { 'x-amz-credential': credential },
      { 'x-amz-date': amzDate },
    ],
  };
  const encoded = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  const signature = hmac(signingKey(s3.secretAccessKey, dateStamp, s3.region), encoded).toString('hex');
  return {
    url: `${s3.endpoint}/${s3.bucket}`,
    fields: {
      key: input.key,
      'Content-Type': input.contentType,
      'x-amz-algorithm': ALGORITHM,
      'x-amz-credential': credential,
      'x-amz-date': amzDate,
      policy: encoded,
      'x-amz-signature': signature,
    },
  };
}

export interface QuerySigningInput {
  method: string;
  /** The request's host, with the port when it is not the scheme's default. */
  host: string;
  /** The absolute path, not yet encoded. */
  path: string;
  params: Record<string, string>;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  now: Date;
  expiresSeconds: number;
}

/** The query string (with X-Amz-Signature) of a presigned request, signed over the host header only. */
export function presignQuery(input: QuerySigningInput): string {
  const { amzDate, dateStamp } = amzDates(input.now);
  const scope = `${dateStamp}/${input.region}/s3/aws4_request`;
  const params: Record<string, string> = {
    ...input.params,
    'X-Amz-Algorithm': ALGORITHM,
    'X-Amz-Credential': `${input.accessKeyId}/${scope}`,
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(input.expiresSeconds),
    'X-Amz-SignedHeaders': 'host',
  };
  const query = Object.keys(params)
    .sort()
    .map((name) => `${uriEncode(name)}=${uriEncode(params[name] ?? '')}`)
    .join('&');
  const canonicalRequest = [
    input.method,
    uriEncode(input.path, true),
    query,
    `host:${input.host}`,
    '',
    'host',
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = hmac(signingKey(input.secretAccessKey, dateStamp, input.region), stringToSign).toString(
    'hex',
  );
  return `${query}&X-Amz-Signature=${signature}`;
}

/** A presigned address for one object: GET as a download (name and type forced), or DELETE. */
export function presignedObjectUrl(
  s3: S3Config,
  input: {
    method: 'GET' | 'DELETE';
    key: string;
    now: Date;
    expiresSeconds: number;
    download?: { fileName: string; contentType: string };
  },
): string {
  const endpoint = new URL(s3.endpoint);
  const basePath = endpoint.pathname.replace(/\/$/, '');
  const path = `${basePath}/${s3.bucket}/${input.key}`;
  const params: Record<string, string> = input.download
    ? {
        'response-content-disposition': `attachment; filename="${input.download.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`,
        'response-content-type': input.download.contentType,
      }
    : {};
  const query = presignQuery({
    method: input.method,
    host: endpoint.host,
    path,
    params,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    region: s3.region,
    now: input.now,
    expiresSeconds: input.expiresSeconds,
  });
  return `${endpoint.protocol}//${endpoint.host}${uriEncode(path, true)}?${query}`;
}
