import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Sealed secrets look like `v1.<iv>.<tag>.<ciphertext>` (base64url parts), so a stored value
// says which scheme made it and a later key rotation can add `v2` beside it.
const VERSION = 'v1';
const IV_BYTES = 12;

/** The key given as SECRETS_KEY (any string of 32+ characters) becomes a 256-bit AES key. */
function aesKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

/** Encrypts a token, API key or password for storage (AES-256-GCM, a fresh IV each time). */
export function sealSecret(key: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', aesKey(key), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join('.');
}

export class SecretUnreadableError extends Error {
  constructor() {
    super('A stored secret could not be decrypted: was SECRETS_KEY changed?');
  }
}

/** Decrypts what `sealSecret` made with the same key; a wrong key or tampering throws. */
export function openSecret(key: string, sealed: string): string {
  const [version, iv, tag, body, extra] = sealed.split('.');
  if (
    version !== VERSION ||
    iv === undefined ||
    tag === undefined ||
    body === undefined ||
    extra !== undefined
  ) {
    throw new SecretUnreadableError();
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey(key), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SecretUnreadableError();
  }
}
