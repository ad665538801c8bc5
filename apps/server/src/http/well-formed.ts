import { AppError } from '@kairos/core/errors';

/** A `\uD800`–`\uDFFF` escape in JSON text: the only way a parsed body can hold a lone surrogate. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** In Unicode mode a paired surrogate is one code point, so this matches lone ones only. */
const LONE_SURROGATE = /\p{Cs}/u;

function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** The dotted path of the first string (or key) in `value` that is not well-formed UTF-16. */
function firstIllFormed(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return isWellFormed(value) ? undefined : path;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (!isWellFormed(key)) return at;
    const found = firstIllFormed(item, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * One rule at the request boundary: a JSON body whose text holds a lone UTF-16 surrogate (valid
 * JSON, `"\ud800"`) is refused with 400, because no database column, JSON document or email can
 * store it. The scan runs only when the raw text has such an escape at all.
 */
export function assertWellFormedBody(text: string, parsed: unknown): void {
  if (!SURROGATE_ESCAPE.test(text)) return;
  const path = firstIllFormed(parsed, '');
  if (path === undefined) return;
  const message = 'The text is not valid Unicode: it holds a lone surrogate code point (\\uD800–\\uDFFF)';
  throw new AppError('VALIDATION_ERROR', path ? `${path}: ${message}` : message, {
    issues: [{ path, message }],
  });
}
