import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring tokens for the local upload store: the upload form's policy and download
 * addresses. HMAC-SHA256 with the session secret, each use under its own label so a signature
 * made for one purpose is worthless for another.
 */

export function sign(secret: string, label: string, payload: string): string {
  return createHmac('sha256', secret).update(`${label}\n${payload}`).digest('base64url');
}

export function verify(secret: string, label: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, label, payload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** What a local upload form allows: one key, one declared type, a size cap, until a time. */
export interface UploadPolicy {
  key: string;
  contentType: string;
  maxBytes: number;
  /** ISO 8601 instant. */
  expires: string;
}

const POLICY = 'upload-policy';
const DOWNLOAD = 'download';

export function encodePolicy(secret: string, policy: UploadPolicy): { policy: string; signature: string } {
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
  return { policy: encoded, signature: sign(secret, POLICY, encoded) };
}

/** The policy when its signature holds, else null (no expiry check: the caller has the clock). */
export function decodePolicy(secret: string, policy: string, signature: string): UploadPolicy | null {
  if (!verify(secret, POLICY, policy, signature)) return null;
  try {
    const value = JSON.parse(Buffer.from(policy, 'base64url').toString('utf8')) as UploadPolicy;
    if (typeof value.key !== 'string' || typeof value.contentType !== 'string') return null;
    if (typeof value.maxBytes !== 'number' || typeof value.expires !== 'string') return null;
    return value;
  } catch {
    return null;
  }
}

export function signDownload(secret: string, key: string, expiresAtMs: number): string {
  return sign(secret, DOWNLOAD, `${key}\n${expiresAtMs}`);
}

export function verifyDownload(secret: string, key: string, expiresAtMs: number, signature: string): boolean {
  return verify(secret, DOWNLOAD, `${key}\n${expiresAtMs}`, signature);
}
