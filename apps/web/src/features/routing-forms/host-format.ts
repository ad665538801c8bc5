/** The public address of a form: `/form/{accessLink}/{slug}` on this site. */
export function publicFormUrl(origin: string, accessLink: string, slug: string): string {
  return `${origin}/form/${encodeURIComponent(accessLink)}/${encodeURIComponent(slug)}`;
}
