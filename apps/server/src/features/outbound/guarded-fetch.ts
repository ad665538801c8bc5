import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import {
  type AllowList,
  BlockedAddressError,
  guardedLookup,
  isAllowedAddress,
  parseAllowList,
  type Resolver,
} from './address-guard.ts';

export interface GuardedFetchOptions {
  allow: AllowList;
  /** What is connecting, in messages: "calendar connections". */
  purpose: string;
  /** The name resolver (tests pass one that answers as a rebinding attacker would). */
  resolve?: Resolver | undefined;
  /** Answers larger than this are cut off with an error. */
  maxBytes?: number;
}

const MAX_REDIRECTS = 5;
const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;

const allowLists = new WeakMap<readonly string[], AllowList>();

/** The allow list of these entries (parsed once per configuration). */
export function allowListOf(entries: readonly string[]): AllowList {
  let list = allowLists.get(entries);
  if (!list) {
    list = parseAllowList(entries);
    allowLists.set(entries, list);
  }
  return list;
}

/**
 * A `fetch` for addresses hosts type (CalDAV servers, calendar feeds): every connection, the
 * first and each redirect's, goes only to addresses the guard allows, judged when the socket
 * connects — so a name that re-resolves to a private address later (DNS rebinding) is refused
 * then too. A refused address rejects with BlockedAddressError.
 */
export function guardedFetch(options: GuardedFetchOptions): typeof fetch {
  return async (input, init = {}) => {
    let url = new URL(input instanceof Request ? input.url : String(input));
    let method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    let body = bodyText(init.body);
    const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
    for (let hop = 0; ; hop++) {
      const response = await requestOnce(
        url,
        { method, headers, body, signal: init.signal ?? undefined },
        options,
      );
      const location = response.headers.get('location');
      if (
        init.redirect === 'manual' ||
        ![301, 302, 303, 307, 308].includes(response.status) ||
        !location ||
        hop >= MAX_REDIRECTS
      )
        return response;
      url = new URL(location, url);
      if (
        response.status === 303 ||
        ((response.status === 301 || response.status === 302) && method === 'POST')
      ) {
        method = 'GET';
        body = undefined;
        headers.delete('content-type');
      }
    }
  };
}

function bodyText(body: BodyInit | null | undefined): string | Uint8Array | undefined {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body instanceof URLSearchParams) return body.toString();
  throw new TypeError('guardedFetch sends only text or byte bodies');
}

interface Outgoing {
  method: string;
  headers: Headers;
  body: string | Uint8Array | undefined;
  signal: AbortSignal | undefined;
}

function requestOnce(url: URL, out: Outgoing, options: GuardedFetchOptions): Promise<Response> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.reject(new TypeError(`Only http and https addresses are fetched, not ${url.protocol}`));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = /^[\d.]+$/.test(host) || host.includes(':');
  if (literal && !isAllowedAddress(host, options.allow))
    return Promise.reject(new BlockedAddressError(host, undefined, options.purpose));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  return new Promise<Response>((resolve, reject) => {
    const req = send(
      url,
      {
        method: out.method,
        headers: Object.fromEntries(out.headers),
        agent: false,
        lookup: guardedLookup(options.allow, options.resolve, options.purpose) as never,
        ...(out.signal ? { signal: out.signal } : {}),
      },
      (res) => {
        readBody(res, maxBytes).then((bytes) => resolve(toResponse(res, bytes)), reject);
      },
    );
    req.on('error', reject);
    req.end(out.body);
  });
}

function readBody(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        res.destroy(new Error(`The answer is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`));
        return;
      }
      chunks.push(chunk);
    });
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', reject);
  });
}

function toResponse(res: IncomingMessage, bytes: Buffer): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const status = res.statusCode ?? 502;
  const empty = [101, 204, 205, 304].includes(status) || bytes.length === 0;
  return new Response(empty ? null : new Uint8Array(bytes), {
    status,
    statusText: res.statusMessage ?? '',
    headers,
  });
}
