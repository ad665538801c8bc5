/**
 * Paths the web app and API own at the top level; a workspace access link may not take them,
 * since public listings live at `/{accessLink}/`.
 */
export const RESERVED_ACCESS_LINKS = new Set([
  'api',
  'app',
  'assets',
  'cancellation',
  'd',
  'embed',
  'favicon.ico',
  'login',
  'logout',
  'not-found',
  'reschedule',
  'robots.txt',
  'signup',
  'static',
  'invite',
  'form',
  'forgot-password',
  'reset-password',
  'confirm-email',
]);

/**
 * The first path segments the web app routes itself (besides `/` and `/not-found`); any other
 * first segment is read as an access link. The server answers 404 for paths outside these and the
 * access links and event slugs that exist.
 */
export const WEB_APP_ROOTS: ReadonlySet<string> = new Set([
  'app',
  'login',
  'signup',
  'invite',
  'cancellation',
  'reschedule',
  'form',
  'd',
  'forgot-password',
  'reset-password',
  'confirm-email',
]);

/** Turns a company name into a URL-safe access link: lowercase letters, digits and hyphens. */
export function slugifyAccessLink(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  if (slug.length < 3 || RESERVED_ACCESS_LINKS.has(slug)) return `${slug || 'team'}-bookings`;
  return slug;
}
