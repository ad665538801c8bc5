import type { EmbedOptions } from './protocol';

export const SNIPPET_MODES = ['inline', 'popup', 'floating'] as const;
export type SnippetMode = (typeof SNIPPET_MODES)[number];

/** What the builder sets besides the page: the look and, for buttons, their text. */
export interface SnippetOptions extends EmbedOptions {
  buttonText?: string;
}

const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The `data-kairos-*` attributes of the options, in a stable order; empty ones are left out. */
export function snippetAttributes(options: SnippetOptions): string[] {
  const pairs: Array<[string, string | undefined]> = [
    ['access-link', options.accessLink],
    ['slug', options.form ? undefined : options.slug],
    ['form', options.form],
    ['share-link', options.shareLink],
    ['theme', options.theme === 'dark' ? 'dark' : undefined],
    ['brand-color', options.brandColor],
    ['hide-event-details', options.hideEventDetails ? 'true' : undefined],
    ['layout', options.layout],
    ['button-text', options.buttonText],
  ];
  return pairs
    .filter((pair): pair is [string, string] => Boolean(pair[1]?.trim()))
    .map(([name, value]) => `data-kairos-${name}="${escapeAttribute(value.trim())}"`);
}

/** The HTML a host pastes into their site: the script, then the widget's element. */
export function buildSnippet(origin: string, mode: SnippetMode, options: SnippetOptions): string {
  const script = `<script src="${escapeAttribute(origin)}/embed.js" defer></script>`;
  const attributes = snippetAttributes(options).join(' ');
  const text = escapeAttribute(options.buttonText?.trim() || 'Book a meeting');
  if (mode === 'inline') return `${script}\n<div data-kairos-inline ${attributes}></div>`;
  if (mode === 'popup')
    return `${script}\n<button type="button" data-kairos-popup ${attributes}>${text}</button>`;
  return `${script}\n<div data-kairos-floating ${attributes}></div>`;
}

/** A page for the live preview: the snippet alone on a plain page. */
export function previewDocument(snippet: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Preview</title></head><body style="margin:0;padding:16px;font-family:system-ui,sans-serif;color:#111827"><p style="margin:0 0 12px;color:#6b7280;font-size:14px">Your page</p>${snippet}</body></html>`;
}
