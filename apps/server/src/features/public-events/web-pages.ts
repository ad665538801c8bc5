import { WEB_APP_ROOTS } from '@kairos/core/accounts/access-link';
import { AppError } from '@kairos/core/errors';
import type { Deps } from '../../deps.ts';
import { hasPublicForm } from '../routing-forms/service.ts';
import { resolveShareLink } from '../share-links/service.ts';
import { hasPublicEventPage, MovedAccessLink, type ResolvedLink, resolveAccessLink } from './service.ts';

/** Runs a look-up that answers 404 NOT_FOUND for what does not exist: false then, true otherwise. */
async function exists(lookUp: () => Promise<unknown>): Promise<boolean> {
  try {
    await lookUp();
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
    // An expired or used-up share link still has its page, which says so.
    if (error instanceof AppError) return true;
    throw error;
  }
}

/**
 * Whether the web app has a page at `path`, so the server can answer 404 where it shows its
 * not-found page: `/`, the app's own areas; `/form/{accessLink}/{slug}` for ACTIVE routing forms;
 * `/d/{link}/…` for share links that exist (an expired or used-up one still has its page, saying
 * so); and `/{accessLink}/` and `/{accessLink}/{slug}/…` for access links (current, former or a
 * team's) and event slugs that exist. A few indexed look-ups, only for public page paths.
 */
export async function hasWebPage(deps: Deps, path: string): Promise<boolean> {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  const [first, second, third] = segments;
  if (first === undefined) return true;
  if (first === 'form') {
    if (second === undefined || third === undefined || segments.length > 3) return false;
    return hasPublicForm(deps, second, third);
  }
  if (first === 'd') {
    if (second === undefined) return false;
    return exists(() => resolveShareLink(deps, second));
  }
  if (WEB_APP_ROOTS.has(first)) return true;
  if (first === 'not-found') return false;
  let resolved: ResolvedLink | MovedAccessLink | undefined;
  if (!(await exists(async () => (resolved = await resolveAccessLink(deps, first))))) return false;
  if (second === undefined || resolved === undefined || resolved instanceof MovedAccessLink) return true;
  return hasPublicEventPage(deps, resolved, second);
}
