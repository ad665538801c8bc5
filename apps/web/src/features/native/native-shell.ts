import { useEffect } from 'react';
import { isExternalHref } from './external-link';
import type { NativeBridge } from './native-bridge';

/**
 * Whether the pages run inside the Android or iOS app. Small on purpose: the public pages import
 * this, and load the bridge itself only in the app (or for a call that has a web fallback).
 */
export function isNativeShell(): boolean {
  const capacitor = (window as unknown as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return capacitor?.isNativePlatform?.() === true;
}

/** Runs `use` with the bridge in the app; in a browser, where these calls do nothing, nothing loads. */
export function withNativeBridge(use: (bridge: NativeBridge) => Promise<unknown> | undefined): void {
  if (!isNativeShell()) return;
  void import('./native-bridge')
    .then((native) => use(native.nativeBridge()))
    .catch((error: unknown) => console.warn('The app bridge failed', error));
}

/**
 * Sends the visitor to an address the page chose (a routing form's or a host's redirect): in the
 * app another site opens in the system browser and the page stays (false); anywhere else the page
 * goes there (true).
 */
export function goToAddress(url: string, how: 'assign' | 'replace' = 'assign'): boolean {
  if (isNativeShell() && isExternalHref(url, window.location.origin)) {
    withNativeBridge((bridge) => bridge.openExternal(url));
    return false;
  }
  window.location[how](url);
  return true;
}

/** While a page shows something private (the emailed code), the app blocks screenshots. */
export function useNoScreenshots(): void {
  useEffect(() => {
    withNativeBridge((bridge) => bridge.setScreenshotsAllowed(false));
    return () => withNativeBridge((bridge) => bridge.setScreenshotsAllowed(true));
  }, []);
}
