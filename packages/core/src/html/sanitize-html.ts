/**
 * An allow-list cleaner for the HTML hosts write into email templates. Email clients run no
 * script, but many render what they get, so the letter keeps only text formatting and links:
 * other tags are dropped (their text stays), script-like elements go with their content, every
 * attribute but a link's http(s)/mailto `href` is removed, and stray angle brackets are escaped.
 */

const ALLOWED_TAGS = new Set([
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'hr',
  'i',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
  'ul',
]);
const VOID_TAGS = new Set(['br', 'hr']);
/** Elements whose content is code or hidden, not text: removed whole. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'head',
]);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<|>/g;
const ATTRIBUTE = /([^\s"'<>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Reads the entities a browser would, enough to see through `jav&#x61;script:`. */
function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&');
}

function safeHref(raw: string): string | undefined {
  // Browsers ignore control characters and whitespace inside a scheme.
  const decoded = decodeEntities(raw).trim();
  const scheme = [...decoded]
    .filter((c) => c.charCodeAt(0) > 0x20 && (c < '\u007f' || c > '\u009f'))
    .join('');
  return /^(https?:|mailto:)/i.test(scheme) ? decoded : undefined;
}

function openingTag(name: string, attributes: string): string {
  if (name !== 'a') return `<${name}>`;
  let href: string | undefined;
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (match[1]?.toLowerCase() === 'href') href = safeHref(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return href ? `<a href="${escapeAttribute(href)}" target="_blank" rel="noopener noreferrer">` : '<a>';
}

export function sanitizeHtml(html: string): string {
  let out = '';
  let last = 0;
  let dropping: string | undefined;
  for (const match of html.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (!dropping) out += html.slice(last, index);
    last = index + match[0].length;
    const [whole, slash, rawName, attributes = ''] = match;
    if (!rawName) {
      if (!dropping && !whole.startsWith('<!--')) out += whole === '<' ? '&lt;' : '&gt;';
      continue;
    }
    const name = rawName.toLowerCase();
    if (dropping) {
      if (slash && name === dropping) dropping = undefined;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!slash && !attributes.trim().endsWith('/')) dropping = name;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (slash) out += VOID_TAGS.has(name) ? '' : `</${name}>`;
    else out += openingTag(name, attributes);
  }
  if (!dropping) out += html.slice(last);
  return out;
}
