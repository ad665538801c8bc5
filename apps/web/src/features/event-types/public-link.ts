/** Where visitors book an event: `${origin}/${accessLink}/${slug}`. */
export function publicEventUrl(origin: string, accessLink: string, slug: string): string {
  return `${origin.replace(/\/+$/, '')}/${encodeURIComponent(accessLink)}/${encodeURIComponent(slug)}`;
}

/** The same link without the origin, short enough for a list row. */
export function publicEventPath(accessLink: string, slug: string): string {
  return `/${accessLink}/${slug}`;
}
