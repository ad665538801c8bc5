import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  raw: string;
}

export interface SmtpOptions {
  /** A fixed port (a free one by default). */
  port?: number;
  /** Called with each message as it is accepted, before the client hears 250. */
  onMessage?: (message: Received) => void;
}

/** A real SMTP server on a loopback port that keeps every message it is given. */
export async function startSmtp(
  options: SmtpOptions = {},
): Promise<{ url: string; inbox: Received[]; close(): Promise<void> }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const message = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        inbox.push(message);
        options.onMessage?.(message);
        callback();
      });
    },
  });
  // A client killed mid-session (the crash drill's SIGKILL) resets its connection: its message is
  // simply not received, as with a real server, instead of an uncaught error in the test process.
  server.on('error', () => {});
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, inbox, close: () => new Promise((r) => server.close(() => r())) };
}

/** What a reader sees of a message: its subject and its text, HTML and calendar parts, decoded. */
export interface ReadMail {
  subject: string;
  text: string;
  html: string;
  ics: string;
}

/**
 * Reads a message as nodemailer writes it (MIME parts, quoted-printable or base64 bodies, RFC 2047
 * subjects). Enough for the tests to follow a link the way a mail client would show it; no mail
 * parser is a dependency of the project.
 */
export function readMail(raw: string): ReadMail {
  const read: ReadMail = { subject: '', text: '', html: '', ics: '' };
  const { headers, body } = splitPart(raw.replace(/\r\n/g, '\n'));
  read.subject = decodeWords(headers.get('subject') ?? '');
  walk(headers, body, read);
  return read;
}

function splitPart(part: string): { headers: Map<string, string>; body: string } {
  const end = part.indexOf('\n\n');
  const head = (end < 0 ? part : part.slice(0, end)).replace(/\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? '' : part.slice(end + 2) };
}

function walk(headers: Map<string, string>, body: string, read: ReadMail): void {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const segment of `\n${body}`.split(`\n--${boundary}`).slice(1)) {
      if (segment.startsWith('--')) break;
      const part = splitPart(segment.replace(/^[^\n]*\n/, ''));
      walk(part.headers, part.body, read);
    }
    return;
  }
  if (/attachment/i.test(headers.get('content-disposition') ?? '')) return;
  const decoded = decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit').replace(/\n+$/, '');
  if (/^text\/plain/i.test(type) && !read.text) read.text = decoded;
  if (/^text\/html/i.test(type) && !read.html) read.html = decoded;
  if (/^text\/calendar/i.test(type) && !read.ics) read.ics = decoded;
}

function decodeBody(body: string, encoding: string): string {
  if (/^base64$/i.test(encoding)) return Buffer.from(body, 'base64').toString('utf8');
  if (/^quoted-printable$/i.test(encoding)) return quotedPrintable(body.replace(/=\n/g, ''));
  return body;
}

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`); the space between two of them is dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')),
    );
}
