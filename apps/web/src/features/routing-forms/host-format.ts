/** The public address of a form: `/form/{accessLink}/{slug}` on this site. */
export function publicFormUrl(origin: string, accessLink: string, slug: string): string {
  return `${origin}/form/${encodeURIComponent(accessLink)}/${encodeURIComponent(slug)}`;
}

/** An `<iframe>` that shows the form inside another site. */
export function embedSnippet(url: string, title: string): string {
  const safeTitle = title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<iframe src="${url}" title="${safeTitle}" style="width:100%;min-height:640px;border:0" loading="lazy"></iframe>`;
}
