/** The public address of a form: `/form/{accessLink}/{slug}` on this site. */
export function publicFormUrl(origin: string, accessLink: string, slug: string): string {
  return `${origin}/form/${encodeURIComponent(accessLink)}/${encodeURIComponent(slug)}`;
}

/** An `<iframe>` that shows the form inside another site. */
export function embedSnippet(url: string, title: string): string {
  const safeTitle = title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<iframe src="${url}" title="${safeTitle}" style="width:100%;min-height:640px;border:0" loading="lazy"></iframe>`;
}

/** An instant with its zone, e.g. '14 May 2027, 3:05 pm IST'. */
export function formatInstant(iso: string, timeZone: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}
