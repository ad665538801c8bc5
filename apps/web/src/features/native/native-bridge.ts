/**
 * The booking pages inside the Android and iOS wrapper (`apps/mobile`, Capacitor 7): the wrapper
 * injects `window.Capacitor` with its plugins, and each call here uses them. In a normal browser
 * every call falls back to what the web offers (or does nothing where the web has nothing).
 */

type PluginCall = (options?: Record<string, unknown>) => Promise<unknown>;
type Plugin = Record<string, PluginCall | undefined>;

/** The part of Capacitor's injected global the pages use. */
export interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
  Plugins?: Record<string, Plugin | undefined>;
}

/** The browser around the pages; stand-ins in tests. */
export interface NativeEnvironment {
  capacitor: () => CapacitorGlobal | undefined;
  openWindow: (url: string) => void;
  webShare?: ((data: { title?: string; text?: string; url?: string }) => Promise<void>) | undefined;
  /** Saves a file through the browser (a download link). */
  saveFile: (name: string, content: Blob) => void;
  setThemeColor: (color: string) => void;
  lockOrientation?: ((orientation: string) => Promise<void>) | undefined;
  unlockOrientation?: (() => void) | undefined;
  warn: (message: string) => void;
}

export type Orientation = 'portrait' | 'landscape' | 'portrait-primary' | 'landscape-primary';

export interface NativeBridge {
  isNative(): boolean;
  platform(): 'android' | 'ios' | 'web';
  /** The spec's orientation call: `forceOrientation` locks it, otherwise any orientation is allowed. */
  setOrientation(options: { orientation: Orientation; forceOrientation: boolean }): Promise<void>;
  share(data: { title?: string; text?: string; url: string }): Promise<'shared' | 'unavailable'>;
  /** A calendar file or an upload: saved and offered to other apps natively, downloaded on the web. */
  downloadFile(file: { name: string; content: string; mimeType: string }): Promise<void>;
  setStatusBar(options: { style: 'light' | 'dark'; color: string }): Promise<void>;
  hideSplash(): Promise<void>;
  /** Asks for a store review after a booking; nothing on the web. */
  requestReview(): Promise<void>;
  /** The native date and time picker; null on the web, where the page's own inputs are used. */
  pickDateTime(options: { mode: 'date' | 'time' | 'dateAndTime'; value?: string }): Promise<string | null>;
  /** Stops screenshots and app-switcher previews where a page asks; nothing on the web. */
  setScreenshotsAllowed(allowed: boolean): Promise<void>;
  /** External links leave the app for the system browser; on iOS `loadIn=defaultBrowser` is added. */
  openExternal(url: string): Promise<void>;
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

const utf8ToBase64 = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

export function createNativeBridge(env: NativeEnvironment): NativeBridge {
  const native = () => env.capacitor()?.isNativePlatform?.() === true;
  const plugin = (name: string): Plugin | undefined =>
    native() ? env.capacitor()?.Plugins?.[name] : undefined;
  /** Calls a plugin method when the wrapper has it; false when it does not (the caller falls back). */
  const call = async (name: string, method: string, options?: Record<string, unknown>) => {
    const fn = plugin(name)?.[method];
    if (!fn) {
      if (native()) env.warn(`The app has no ${name}.${method}; using the web behaviour`);
      return { ok: false as const, value: undefined };
    }
    return { ok: true as const, value: await fn.call(plugin(name), options) };
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
      const written = await call('Filesystem', 'writeFile', {
        path: file.name,
        data: utf8ToBase64(file.content),
        directory: 'CACHE',
      });
      if (written.ok) {
        const uri = (written.value as { uri?: string } | undefined)?.uri;
        if (uri) await call('Share', 'share', { title: file.name, files: [uri] });
        return;
      }
      env.saveFile(file.name, new Blob([file.content], { type: file.mimeType }));
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
    async pickDateTime({ mode, value }) {
      const picked = await call('DatePicker', 'present', { mode, ...(value ? { date: value } : {}) });
      if (!picked.ok) return null;
      return (picked.value as { value?: string } | undefined)?.value ?? null;
    },
    async setScreenshotsAllowed(allowed) {
      await call('PrivacyScreen', allowed ? 'disable' : 'enable');
    },
    async openExternal(url) {
      const target = externalUrl(url, bridge.platform());
      if ((await call('Browser', 'open', { url: target })).ok) return;
      env.openWindow(target);
    },
  };
  return bridge;
}

function browserEnvironment(): NativeEnvironment {
  return {
    capacitor: () => (window as unknown as { Capacitor?: CapacitorGlobal }).Capacitor,
    openWindow: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
    webShare: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
    saveFile: (name, content) => {
      const href = URL.createObjectURL(content);
      const link = Object.assign(document.createElement('a'), { href, download: name });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 1000);
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

/** True for a web address on another origin than the pages' own: those leave the app. */
export function isExternalHref(href: string, origin: string): boolean {
  try {
    const url = new URL(href, origin);
    return /^https?:$/.test(url.protocol) && url.origin !== origin;
  } catch {
    return false;
  }
}

/**
 * In the app, once at start: hides the splash screen and sends clicks on links to other sites to
 * the system browser instead of the app's web view.
 */
export function startNativeShell(bridge: NativeBridge = nativeBridge()): void {
  if (!bridge.isNative()) return;
  void bridge.hideSplash();
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || !isExternalHref(link.href, window.location.origin)) return;
    event.preventDefault();
    void bridge.openExternal(link.href);
  });
}
