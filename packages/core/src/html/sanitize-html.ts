import sanitize from 'sanitize-html';

/**
 * An allow-list cleaner for the HTML hosts write into email templates, on the maintained
 * `sanitize-html` (htmlparser2). Email clients run no script, but many render what they get, so
 * the letter keeps only text formatting and links: other tags are dropped (their text stays),
 * script-like and foreign (SVG, MathML) elements go with their content, every attribute but a
 * link's http(s)/mailto `href` is removed, links open in a new tab, and text is escaped.
 */

const ALLOWED_TAGS = [
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
];
/** Elements whose content is code, hidden or foreign markup, not text: removed whole. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'option',
  'head',
  'xmp',
  'plaintext',
];

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
};

/**
 * The cleaner writes a kept link as `<a href="…">` and nothing else. It lets relative addresses
 * through, which a letter has no use for (and a `{{variable}}` there would put a visitor's text in
 * a link): only absolute http(s) and mailto links stay, each opening in a new tab.
 */
const KEPT_LINK = /<a href="([^"]*)">/g;
const ABSOLUTE = /^(https?:\/\/|mailto:)/i;

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).replace(KEPT_LINK, (_, href: string) =>
    ABSOLUTE.test(href) ? `<a href="${href}" target="_blank" rel="noopener noreferrer">` : '<a>',
  );
}
