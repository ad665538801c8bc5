/** Values for `{{variable}}` placeholders, by variable key (see `TEMPLATE_VARIABLES`). */
export type TemplateValues = Readonly<Record<string, string>>;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * Fills `{{ key }}` placeholders with their values. Unknown keys stay as written, so a typo shows
 * in the email rather than vanishing. With `html`, values are escaped (the template itself is the
 * host's HTML and is left alone).
 */
export function renderTemplate(
  template: string,
  values: TemplateValues,
  options: { html?: boolean } = {},
): string {
  return template.replace(/\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g, (whole, key: string) => {
    if (!Object.hasOwn(values, key)) return whole;
    const value = values[key] ?? '';
    return options.html ? escapeHtml(value) : value;
  });
}
