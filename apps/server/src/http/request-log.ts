import { Writable } from 'node:stream';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/**
 * Pino's JSON lines as short text: `12:04:05 GET /api/v1/… 200 4 ms`, with the level only when it
 * is not INFO and an error's stack below its line. A line that is not JSON passes through.
 */
export function formatPrettyLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 19) : '';
  const level = LEVELS[Number(entry.level)] ?? '';
  const parts = [time, level === 'INFO' ? '' : level, String(entry.msg ?? '')].filter(Boolean);
  const err = entry.err as { stack?: string } | undefined;
  return err?.stack ? `${parts.join(' ')}\n${err.stack}` : parts.join(' ');
}

function prettyStream(out: NodeJS.WritableStream): Writable {
  let pending = '';
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) out.write(`${formatPrettyLine(line)}\n`);
      done();
    },
  });
}

/**
 * Headers that carry credentials (sessions, API tokens, the metrics token). The request log writes
 * no headers; these are blanked should a line ever hold the request's headers.
 */
const REDACTED = ['authorization', 'cookie', 'x-xsrf-token'].flatMap((name) => [
  `req.headers["${name}"]`,
  `headers["${name}"]`,
]);

/** Fastify's logger: JSON lines in production, short text lines in development. */
export function loggerOptions(
  level: string,
  format: 'pretty' | 'json',
  out: NodeJS.WritableStream = process.stdout,
): FastifyServerOptions['logger'] {
  const redact = { paths: REDACTED, censor: '[redacted]' };
  return format === 'json' ? { level, stream: out, redact } : { level, stream: prettyStream(out), redact };
}

/** One line per request when it completes (Fastify's own two lines per request are turned off). */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const path = request.url.split('?')[0] ?? request.url;
    request.log.info(
      { method: request.method, url: path, statusCode: reply.statusCode, responseTime: ms },
      `${request.method} ${path} ${reply.statusCode} ${ms} ms`,
    );
  });
}
