import { redirect } from '@tanstack/react-router';

interface PublicPageLinks {
  workspace: { accessLink: string };
  team?: { accessLink: string } | null;
}

/**
 * When a page was opened through a workspace's former access link (the API follows its redirect
 * and answers with the current one), moves the address bar to the current link, keeping the rest
 * of the path and the search, so shared and bookmarked addresses update themselves.
 */
export function redirectToCurrentLink(page: PublicPageLinks, opened: string, href: string): void {
  const current = page.team?.accessLink ?? page.workspace.accessLink;
  if (!current || current.toLowerCase() === opened.toLowerCase()) return;
  const prefix = `/${encodeURIComponent(opened)}`;
  const rest = href.toLowerCase().startsWith(prefix.toLowerCase()) ? href.slice(prefix.length) : '/';
  throw redirect({ href: `/${encodeURIComponent(current)}${rest}`, replace: true });
}
