/**
 * The booking pages inside the Android and iOS wrapper (`apps/mobile`, Capacitor 7): the wrapper
 * injects `window.Capacitor` with its plugins, and each call here uses them. In a normal browser
 * every call falls back to what the web offers (or does nothing where the web has nothing).
 */

import { isExternalHref } from './external-link';

type PluginCall = (options?: Record<string, unknown>) => Promise<unknown>;
type Plugin = Record<string, PluginCall | undefined>;

/** The part of Capacitor's injected global the pages use. */
export interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
  /** Plugins registered in this page (by `registerPlugin` or an app's own script). */
  Plugins?: Record<string, Plugin | undefined>;
  /**
   * What the native runtime injects into every page it loads, ours included: the installed
   * plugins' names and methods, and the call that reaches them. The pages bundle no Capacitor
   * code, so this is how they reach a plugin nobody registered.
   */
  PluginHeaders?: ReadonlyArray<{ name: string; methods: ReadonlyArray<{ name: string }> }>;
  nativePromise?: (plugin: string, method: string, options?: Record<string, unknown>) => Promise<unknown>;
}

/** The browser around the pages; stand-ins in tests. */
export interface NativeEnvironment {
  capacitor: () => CapacitorGlobal | undefined;
  openWindow: (url: string) => void;
  webShare?: ((data: { title?: string; text?: string; url?: string }) => Promise<void>) | undefined;
  /** Saves a file through the browser (a download link). */
  saveFile: (name: string, content: Blob) => void;
  /** Saves the file at an address of ours through the browser (a download link to it). */
  saveUrl: (url: string, name: string) => void;
  /** Reads a file of ours, for the app to save it. */
  fetchFile: (url: string) => Promise<Blob>;
  setThemeColor: (color: string) => void;
  lockOrientation?: ((orientation: string) => Promise<void>) | undefined;
  unlockOrientation?: (() => void) | undefined;
  warn: (message: string) => void;
}

export type Orientation = 'portrait' | 'landscape' | 'portrait-primary' | 'landscape-primary';

/** Where a permission stands: given, refused, or still to be asked (the web asks at use). */
export type PermissionState = 'granted' | 'denied' | 'prompt';

export interface NativeBridge {
  isNative(): boolean;
  platform(): 'android' | 'ios' | 'web';
  /** The spec's orientation call: `forceOrientation` locks it, otherwise any orientation is allowed. */
  setOrientation(options: { orientation: Orientation; forceOrientation: boolean }): Promise<void>;
  share(data: { title?: string; text?: string; url: string }): Promise<'shared' | 'unavailable'>;
  /** A calendar file: saved and offered to other apps natively, downloaded on the web. */
  downloadFile(file: { name: string; content: string; mimeType: string }): Promise<void>;
  /** An uploaded file at its (signed) address: the same, read from the server first. */
  downloadUrl(file: { name: string; url: string }): Promise<void>;
  setStatusBar(options: { style: 'light' | 'dark'; color: string }): Promise<void>;
  hideSplash(): Promise<void>;
  /** Asks for a store review after a booking; nothing on the web. */
  requestReview(): Promise<void>;
  /**
   * The native date and time picker; null on the web, where the page's own inputs are used, and
   * when the visitor cancels. In `date` mode values are `YYYY-MM-DD`, otherwise ISO date-times.
   */
  pickDateTime(options: {
    mode: 'date' | 'time' | 'dateAndTime';
    value?: string;
    min?: string;
    max?: string;
  }): Promise<string | null>;
  /** Stops screenshots and app-switcher previews where a page asks; nothing on the web. */
  setScreenshotsAllowed(allowed: boolean): Promise<void>;
  /** External links leave the app for the system browser; on iOS `loadIn=defaultBrowser` is added. */
  openExternal(url: string): Promise<void>;
  /**
   * The spec's permissions call, through the plugin that needs the permission (Capacitor's
   * `checkPermissions` and `requestPermissions`): its state, asking the visitor only while it
   * is still open. On the web, 'prompt': the browser asks when the page uses the feature.
   */
  requestPermission(options: { plugin: string; permission: string }): Promise<PermissionState>;
}

/** A plugin's answer for one permission; Android's 'prompt-with-rationale' is still to ask. */
function permissionStateOf(answer: unknown, permission: string): PermissionState | null {
  const state = (answer as Record<string, unknown> | undefined)?.[permission];
  if (state === 'granted' || state === 'denied') return state;
  return state === 'prompt' || state === 'prompt-with-rationale' ? 'prompt' : null;
}

/** The address an external link opens: on iOS it carries `loadIn=defaultBrowser`. */
export function externalUrl(url: string, platform: string): string {
  if (platform !== 'ios') return url;
  try {
    const parsed = new URL(url);
    parsed.searchParams.set('loadIn', 'defaultBrowser');
    return parsed.toString();
  } catch {
    return url;
  }
}

const bytesToBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
};

export function createNativeBridge(env: NativeEnvironment): NativeBridge {
  const native = () => env.capacitor()?.isNativePlatform?.() === true;
  /** A registered plugin's method, else a native one the runtime lists, else nothing. */
  const method = (name: string, methodName: string): PluginCall | undefined => {
    const cap = native() ? env.capacitor() : undefined;
    if (!cap) return undefined;
    const registered = cap.Plugins?.[name];
    const fn = registered?.[methodName];
    if (typeof fn === 'function') return (options) => fn.call(registered, options);
    const listed = cap.PluginHeaders?.find((h) => h.name === name)?.methods.some(
      (m) => m.name === methodName,
    );
    const nativePromise = cap.nativePromise;
    if (listed && nativePromise) return (options) => nativePromise.call(cap, name, methodName, options);
    return undefined;
  };
  /**
   * Calls a plugin method when the wrapper has it; `ok: false` when it does not (the caller falls
   * back to the web). A call the plugin refuses (the visitor cancelled a share, say) only warns.
   */
  const call = async (name: string, methodName: string, options?: Record<string, unknown>) => {
    const fn = method(name, methodName);
    if (!fn) {
      if (native()) env.warn(`The app has no ${name}.${methodName}; using the web behaviour`);
      return { ok: false as const, value: undefined };
    }
    try {
      return { ok: true as const, value: await fn(options) };
    } catch (error) {
      env.warn(`${name}.${methodName} failed: ${error instanceof Error ? error.message : String(error)}`);
      return { ok: true as const, value: undefined };
    }
  };
  /** Writes a file to the app's cache and offers it to other apps (calendar, files, mail). */
  const saveNatively = async (name: string, bytes: Uint8Array) => {
    const written = await call('Filesystem', 'writeFile', {
      path: name,
      data: bytesToBase64(bytes),
      directory: 'CACHE',
    });
    if (!written.ok) return false;
    const uri = (written.value as { uri?: string } | undefined)?.uri;
    if (uri) await call('Share', 'share', { title: name, files: [uri] });
    return true;
  };

  const bridge: NativeBridge = {
    isNative: native,
    platform() {
      const name = native() ? env.capacitor()?.getPlatform?.() : 'web';
      return name === 'android' || name === 'ios' ? name : 'web';
    },
    async setOrientation({ orientation, forceOrientation }) {
      const done = forceOrientation
        ? await call('ScreenOrientation', 'lock', { orientation })
        : await call('ScreenOrientation', 'unlock');
      if (done.ok) return;
      if (forceOrientation) await env.lockOrientation?.(orientation).catch(() => undefined);
      else env.unlockOrientation?.();
    },
    async share(data) {
      if ((await call('Share', 'share', { ...data, dialogTitle: data.title })).ok) return 'shared';
      if (!env.webShare) return 'unavailable';
      await env.webShare(data);
      return 'shared';
    },
    async downloadFile(file) {
      if (native() && (await saveNatively(file.name, new TextEncoder().encode(file.content)))) return;
      env.saveFile(file.name, new Blob([file.content], { type: file.mimeType }));
    },
    async downloadUrl(file) {
      if (native() && method('Filesystem', 'writeFile')) {
        try {
          const blob = await env.fetchFile(file.url);
          await saveNatively(file.name, new Uint8Array(await blob.arrayBuffer()));
          return;
        } catch (error) {
          env.warn(
            `${file.name} could not be saved: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      if (native()) env.warn('The app has no Filesystem.writeFile; using the web behaviour');
      env.saveUrl(file.url, file.name);
    },
    async setStatusBar({ style, color }) {
      const styled = await call('StatusBar', 'setStyle', { style: style === 'dark' ? 'DARK' : 'LIGHT' });
      if (styled.ok) {
        if (bridge.platform() === 'android') await call('StatusBar', 'setBackgroundColor', { color });
        return;
      }
      env.setThemeColor(color);
    },
    async hideSplash() {
      await call('SplashScreen', 'hide');
    },
    async requestReview() {
      await call('InAppReview', 'requestReview');
    },
    async pickDateTime({ mode, value, min, max }) {
      const picked = await call('DatePicker', 'present', {
        mode,
        // The plugin reads `date`, `min` and `max` and writes its answer in this format.
        ...(mode === 'date' ? { format: 'yyyy-MM-dd' } : {}),
        ...(value ? { date: value } : {}),
        ...(min ? { min } : {}),
        ...(max ? { max } : {}),
      });
      if (!picked.ok) return null;
      return (picked.value as { value?: string } | undefined)?.value || null;
    },
    async setScreenshotsAllowed(allowed) {
      await call('PrivacyScreen', allowed ? 'disable' : 'enable');
    },
    async openExternal(url) {
      const target = externalUrl(url, bridge.platform());
      if ((await call('Browser', 'open', { url: target })).ok) return;
      env.openWindow(target);
    },
    async requestPermission({ plugin, permission }) {
      const checked = await call(plugin, 'checkPermissions');
      if (!checked.ok) return 'prompt';
      const state = permissionStateOf(checked.value, permission);
      if (state === 'granted' || state === 'denied') return state;
      const asked = await call(plugin, 'requestPermissions', { permissions: [permission] });
      return permissionStateOf(asked.value, permission) ?? 'prompt';
    },
  };
  return bridge;
}

function clickDownload(href: string, name: string) {
  const link = Object.assign(document.createElement('a'), { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
}

function browserEnvironment(): NativeEnvironment {
  return {
    capacitor: () => (window as unknown as { Capacitor?: CapacitorGlobal }).Capacitor,
    openWindow: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
    webShare: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
    saveFile: (name, content) => {
      const href = URL.createObjectURL(content);
      clickDownload(href, name);
      setTimeout(() => URL.revokeObjectURL(href), 1000);
    },
    saveUrl: (url, name) => clickDownload(url, name),
    fetchFile: async (url) => {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`The file could not be read (${response.status})`);
      return response.blob();
    },
    setThemeColor: (color) =>
      document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color),
    lockOrientation: (orientation) =>
      (screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> }).lock?.(
        orientation,
      ) ?? Promise.resolve(),
    unlockOrientation: () => screen.orientation?.unlock?.(),
    warn: (message) => console.warn(message),
  };
}

let shared: NativeBridge | undefined;

/** The pages' bridge, made on first use. */
export function nativeBridge(): NativeBridge {
  shared ??= createNativeBridge(browserEnvironment());
  return shared;
}

/** Phones (shortest side under 600 px) keep the pages upright; tablets turn freely. */
export function pageOrientation(shortestSide: number): {
  orientation: Orientation;
  forceOrientation: boolean;
} {
  return { orientation: 'portrait', forceOrientation: shortestSide < 600 };
}

/**
 * In the app, once at start: hides the splash screen, sets the orientation, and sends clicks on
 * links to other sites to the system browser instead of the app's web view — except a payment
 * provider's checkout (`data-in-app`), which must come back to the page.
 */
export function startNativeShell(bridge: NativeBridge = nativeBridge()): void {
  if (!bridge.isNative()) return;
  void bridge.hideSplash();
  void bridge.setOrientation(pageOrientation(Math.min(screen.width, screen.height)));
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || link.hasAttribute('data-in-app') || !isExternalHref(link.href, window.location.origin))
      return;
    event.preventDefault();
    void bridge.openExternal(link.href);
  });
}
