import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Webhook } from 'standardwebhooks';
import {
  type AllowList,
  BlockedAddressError,
  guardedLookup,
  isAllowedAddress,
} from '../outbound/address-guard.ts';

const SECRET_PREFIX = 'whsec_';
const KEEP_RESPONSE_CHARS = 1000;
const READ_LIMIT_BYTES = 64 * 1024;
export const DELIVERY_TIMEOUT_MS = 10_000;

/** A new signing secret: `whsec_` and 32 random bytes in base64, as Standard Webhooks writes them. */
export function newSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * The `webhook-signature` value (`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`), made by
 * the Standard Webhooks reference library, the one receivers verify with.
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  return new Webhook(secret).sign(id, new Date(timestamp * 1000), body);
}

export interface WebhookRequest {
  url: string;
  id: string;
  /** Unix seconds. */
  timestamp: number;
  body: string;
  secret: string;
}

export interface SendOptions {
  allow: AllowList;
  timeoutMs?: number;
  /** The name resolver (tests pass one that answers as a rebinding attacker would). */
  resolve?: Parameters<typeof guardedLookup>[1];
}

export type SendOutcome =
  | { kind: 'response'; status: number; body: string; retryAfter: string | undefined }
  | { kind: 'error'; error: string; blocked: boolean };

/**
 * Posts one signed webhook. Connects only to addresses the guard allows (checked when the
 * socket connects, not when the URL was saved), follows no redirect (a 3xx is an answer like any
 * other), and gives up after the timeout.
 */
export function sendWebhook(req: WebhookRequest, options: SendOptions): Promise<SendOutcome> {
  const url = new URL(req.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIpLiteral(host);
  if (literal && !isAllowedAddress(host, options.allow)) {
    return Promise.resolve({ kind: 'error', error: new BlockedAddressError(host).message, blocked: true });
  }
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = send(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: guardedLookup(options.allow, options.resolve) as never,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Kairos-Webhooks/1',
          'webhook-id': req.id,
          'webhook-timestamp': String(req.timestamp),
          'webhook-signature': signWebhook(req.secret, req.id, req.timestamp, req.body),
        },
      },
      (response) => {
        readCapped(response).then((body) =>
          finish({
            kind: 'response',
            status: response.statusCode ?? 0,
            body: body.slice(0, KEEP_RESPONSE_CHARS),
            retryAfter: headerValue(response.headers['retry-after']),
          }),
        );
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ kind: 'error', error: `No answer within ${timeoutMs / 1000} s`, blocked: false });
    }, timeoutMs);
    request.on('error', (error) => {
      const blocked = error instanceof BlockedAddressError;
      finish({ kind: 'error', error: blocked ? error.message : describe(error), blocked });
    });
    request.end(req.body);
  });
}

function isIpLiteral(host: string): boolean {
  return /^[\d.]+$/.test(host) || host.includes(':');
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function readCapped(response: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= READ_LIMIT_BYTES) chunks.push(chunk);
      else response.destroy();
    });
    const done = () => resolve(Buffer.concat(chunks).toString('utf8'));
    response.on('end', done);
    response.on('close', done);
    response.on('error', done);
  });
}

function describe(error: Error & { code?: string }): string {
  if (error.code === 'ENOTFOUND') return 'The host name could not be resolved';
  if (error.code === 'ECONNREFUSED') return 'The connection was refused';
  if (error.code === 'ECONNRESET') return 'The connection was reset';
  if (error.code?.startsWith('ERR_TLS') || error.code?.includes('CERT')) return `TLS error: ${error.message}`;
  return error.message || 'The request failed';
}
