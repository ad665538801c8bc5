import { useEffect, useState } from 'react';

// Chromium and WebKit wording (spec section 8), Firefox's, and Vite's for a style sheet: each
// means a chunk of an older deploy is gone.
const DYNAMIC_IMPORT_FAILURES = [
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
  'Unable to preload CSS',
];

const LAST_RELOAD_KEY = 'kairos:module-reload-at';
// A reload that fails again this soon would loop forever; show the error instead.
const RELOAD_LOOP_GUARD_MS = 10_000;

export function isDynamicImportError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return DYNAMIC_IMPORT_FAILURES.some((text) => message.includes(text));
}

/** Records a reload and says whether one may happen now (not twice within the guard window). */
export function claimModuleReload(now: number = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
    if (now - last < RELOAD_LOOP_GUARD_MS) return false;
    window.sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    // Storage can be blocked (private mode, sandboxed frames); reload anyway.
  }
  return true;
}

/**
 * For an error boundary: when the error is a failed module load, reload the page once
 * (the effect, not the render, decides, so a discarded render cannot use up the one reload).
 * Answers whether a reload is under way; false when there is nothing to do or it was already tried.
 */
export function useStaleModuleReload(error: unknown): boolean {
  const isStale = isDynamicImportError(error);
  const [isReloading, setIsReloading] = useState(isStale);
  useEffect(() => {
    if (!isStale) return;
    if (claimModuleReload()) window.location.reload();
    else setIsReloading(false);
  }, [isStale]);
  return isStale && isReloading;
}
