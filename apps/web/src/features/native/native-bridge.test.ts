import { describe, expect, it, vi } from 'vitest';
import { isExternalHref } from './external-link';
import {
  type CapacitorGlobal,
  createNativeBridge,
  externalUrl,
  type NativeEnvironment,
  pageOrientation,
} from './native-bridge';

function webEnvironment(capacitor?: CapacitorGlobal) {
  const env = {
    capacitor: () => capacitor,
    openWindow: vi.fn(),
    webShare: vi.fn(async () => undefined),
    saveFile: vi.fn(),
    saveUrl: vi.fn(),
    fetchFile: vi.fn(async () => new Blob([new Uint8Array([0, 255, 16])])),
    setThemeColor: vi.fn(),
    lockOrientation: vi.fn(async () => undefined),
    unlockOrientation: vi.fn(),
    warn: vi.fn(),
  } satisfies NativeEnvironment;
  return env;
}

/** A stand-in for the object the wrapper injects, recording every plugin call. */
function standIn(platform: 'ios' | 'android') {
  const calls: Array<[string, string, unknown]> = [];
  const plugin = (name: string, answers: Record<string, unknown> = {}) =>
    new Proxy(
      {},
      {
        get: (_target, method: string) => async (options: unknown) => {
          calls.push([name, method, options]);
          return answers[method];
        },
      },
    );
  const capacitor: CapacitorGlobal = {
    isNativePlatform: () => true,
    getPlatform: () => platform,
    Plugins: {
      ScreenOrientation: plugin('ScreenOrientation'),
      Share: plugin('Share'),
      Filesystem: plugin('Filesystem', { writeFile: { uri: 'file:///cache/meeting.ics' } }),
      StatusBar: plugin('StatusBar'),
      SplashScreen: plugin('SplashScreen'),
      InAppReview: plugin('InAppReview'),
      DatePicker: plugin('DatePicker', { present: { value: '2027-03-04T10:00:00.000Z' } }),
      PrivacyScreen: plugin('PrivacyScreen'),
      Browser: plugin('Browser'),
    },
  };
  return { capacitor, calls };
}

describe('externalUrl', () => {
  it('adds loadIn=defaultBrowser on iOS only', () => {
    expect(externalUrl('https://example.com/a?b=1', 'ios')).toBe(
      'https://example.com/a?b=1&loadIn=defaultBrowser',
    );
    expect(externalUrl('https://example.com/a', 'android')).toBe('https://example.com/a');
    expect(externalUrl('not a url', 'ios')).toBe('not a url');
  });
});

describe('isExternalHref', () => {
  it('is true for web addresses on another origin only', () => {
    const origin = 'https://book.example.com';
    expect(isExternalHref('https://calendar.google.com/render', origin)).toBe(true);
    expect(isExternalHref('http://example.com/', origin)).toBe(true);
    expect(isExternalHref('/acme/intro', origin)).toBe(false);
    expect(isExternalHref('https://book.example.com/d/x', origin)).toBe(false);
    expect(isExternalHref('mailto:ada@example.com', origin)).toBe(false);
  });
});

describe('in a normal browser', () => {
  it('falls back to the web for every call', async () => {
    const env = webEnvironment();
    const bridge = createNativeBridge(env);
    expect(bridge.isNative()).toBe(false);
    expect(bridge.platform()).toBe('web');
    await bridge.setOrientation({ orientation: 'portrait', forceOrientation: true });
    expect(env.lockOrientation).toHaveBeenCalledWith('portrait');
    await bridge.setOrientation({ orientation: 'portrait', forceOrientation: false });
    expect(env.unlockOrientation).toHaveBeenCalled();
    expect(await bridge.share({ title: 'Intro', url: 'https://book.example.com/acme' })).toBe('shared');
    expect(env.webShare).toHaveBeenCalledWith({ title: 'Intro', url: 'https://book.example.com/acme' });
    await bridge.downloadFile({ name: 'meeting.ics', content: 'BEGIN:VCALENDAR', mimeType: 'text/calendar' });
    expect(env.saveFile).toHaveBeenCalledWith('meeting.ics', expect.any(Blob));
    await bridge.downloadUrl({ name: 'cv.pdf', url: 'https://book.example.com/api/file/x' });
    expect(env.saveUrl).toHaveBeenCalledWith('https://book.example.com/api/file/x', 'cv.pdf');
    expect(env.fetchFile).not.toHaveBeenCalled();
    await bridge.setStatusBar({ style: 'dark', color: '#111827' });
    expect(env.setThemeColor).toHaveBeenCalledWith('#111827');
    await bridge.hideSplash();
    await bridge.requestReview();
    await bridge.setScreenshotsAllowed(false);
    expect(await bridge.pickDateTime({ mode: 'date' })).toBeNull();
    await bridge.openExternal('https://example.com/');
    expect(env.openWindow).toHaveBeenCalledWith('https://example.com/');
    // The browser asks for a permission itself when the page uses the feature.
    expect(await bridge.requestPermission({ plugin: 'Camera', permission: 'camera' })).toBe('prompt');
    expect(env.warn).not.toHaveBeenCalled();
  });

  it('says sharing is unavailable without the Web Share API', async () => {
    const env = { ...webEnvironment(), webShare: undefined };
    expect(await createNativeBridge(env).share({ url: 'https://x.example' })).toBe('unavailable');
  });

  it('ignores a Capacitor global that is not a native platform', async () => {
    const { capacitor, calls } = standIn('ios');
    const env = webEnvironment({ ...capacitor, isNativePlatform: () => false });
    await createNativeBridge(env).openExternal('https://example.com/');
    expect(calls).toEqual([]);
    expect(env.openWindow).toHaveBeenCalledWith('https://example.com/');
  });
});

describe('inside the wrapper', () => {
  it('uses the plugins on iOS, adding loadIn=defaultBrowser to external links', async () => {
    const { capacitor, calls } = standIn('ios');
    const env = webEnvironment(capacitor);
    const bridge = createNativeBridge(env);
    expect(bridge.isNative()).toBe(true);
    expect(bridge.platform()).toBe('ios');
    await bridge.setOrientation({ orientation: 'landscape', forceOrientation: true });
    await bridge.setOrientation({ orientation: 'landscape', forceOrientation: false });
    await bridge.share({ title: 'Intro', url: 'https://book.example.com/acme' });
    await bridge.downloadFile({ name: 'meeting.ics', content: 'BEGIN:VCALENDAR', mimeType: 'text/calendar' });
    await bridge.setStatusBar({ style: 'light', color: '#ffffff' });
    await bridge.hideSplash();
    await bridge.requestReview();
    expect(await bridge.pickDateTime({ mode: 'dateAndTime', value: '2027-03-01T09:00:00.000Z' })).toBe(
      '2027-03-04T10:00:00.000Z',
    );
    await bridge.setScreenshotsAllowed(false);
    await bridge.setScreenshotsAllowed(true);
    await bridge.openExternal('https://example.com/pay');
    expect(calls).toEqual([
      ['ScreenOrientation', 'lock', { orientation: 'landscape' }],
      ['ScreenOrientation', 'unlock', undefined],
      ['Share', 'share', { title: 'Intro', url: 'https://book.example.com/acme', dialogTitle: 'Intro' }],
      ['Filesystem', 'writeFile', { path: 'meeting.ics', data: btoa('BEGIN:VCALENDAR'), directory: 'CACHE' }],
      ['Share', 'share', { title: 'meeting.ics', files: ['file:///cache/meeting.ics'] }],
      ['StatusBar', 'setStyle', { style: 'LIGHT' }],
      ['SplashScreen', 'hide', undefined],
      ['InAppReview', 'requestReview', undefined],
      ['DatePicker', 'present', { mode: 'dateAndTime', date: '2027-03-01T09:00:00.000Z' }],
      ['PrivacyScreen', 'enable', undefined],
      ['PrivacyScreen', 'disable', undefined],
      ['Browser', 'open', { url: 'https://example.com/pay?loadIn=defaultBrowser' }],
    ]);
    expect(env.openWindow).not.toHaveBeenCalled();
    expect(env.saveFile).not.toHaveBeenCalled();
  });

  it('colours the Android status bar and opens links as they are', async () => {
    const { capacitor, calls } = standIn('android');
    const bridge = createNativeBridge(webEnvironment(capacitor));
    await bridge.setStatusBar({ style: 'dark', color: '#111827' });
    await bridge.openExternal('https://example.com/pay');
    expect(calls).toEqual([
      ['StatusBar', 'setStyle', { style: 'DARK' }],
      ['StatusBar', 'setBackgroundColor', { color: '#111827' }],
      ['Browser', 'open', { url: 'https://example.com/pay' }],
    ]);
  });

  it('falls back to the web, with a warning, for a plugin the app does not have', async () => {
    const env = webEnvironment({ isNativePlatform: () => true, getPlatform: () => 'android', Plugins: {} });
    await createNativeBridge(env).openExternal('https://example.com/');
    expect(env.openWindow).toHaveBeenCalledWith('https://example.com/');
    expect(env.warn).toHaveBeenCalledWith('The app has no Browser.open; using the web behaviour');
  });
});

describe('through the runtime the app injects', () => {
  /** What Capacitor's native runtime puts in every page it loads: plugin headers and nativePromise. */
  function injected(platform: 'ios' | 'android', plugins: Record<string, string[]>) {
    const calls: Array<[string, string, unknown]> = [];
    const capacitor: CapacitorGlobal = {
      isNativePlatform: () => true,
      getPlatform: () => platform,
      Plugins: {},
      PluginHeaders: Object.entries(plugins).map(([name, methods]) => ({
        name,
        methods: methods.map((m) => ({ name: m })),
      })),
      nativePromise: async (plugin, method, options) => {
        calls.push([plugin, method, options]);
        if (plugin === 'Filesystem') return { uri: 'file:///cache/cv.pdf' };
        if (plugin === 'DatePicker') return { value: '2027-03-04' };
        if (plugin === 'Share' && method === 'share' && !options?.files) throw new Error('Share canceled');
        return undefined;
      },
    };
    return { capacitor, calls };
  }

  it('calls the plugins the app lists, with no script registering them', async () => {
    const { capacitor, calls } = injected('ios', {
      Filesystem: ['writeFile'],
      Share: ['share'],
      DatePicker: ['present'],
      PrivacyScreen: ['enable', 'disable'],
    });
    const env = webEnvironment(capacitor);
    const bridge = createNativeBridge(env);
    await bridge.downloadUrl({ name: 'cv.pdf', url: 'https://book.example.com/api/file/x' });
    expect(
      await bridge.pickDateTime({ mode: 'date', value: '2027-03-01', min: '2027-01-01', max: '2027-12-31' }),
    ).toBe('2027-03-04');
    await bridge.setScreenshotsAllowed(false);
    expect(env.fetchFile).toHaveBeenCalledWith('https://book.example.com/api/file/x');
    expect(calls).toEqual([
      ['Filesystem', 'writeFile', { path: 'cv.pdf', data: btoa('\u0000\u00ff\u0010'), directory: 'CACHE' }],
      ['Share', 'share', { title: 'cv.pdf', files: ['file:///cache/cv.pdf'] }],
      [
        'DatePicker',
        'present',
        { mode: 'date', format: 'yyyy-MM-dd', date: '2027-03-01', min: '2027-01-01', max: '2027-12-31' },
      ],
      ['PrivacyScreen', 'enable', undefined],
    ]);
    expect(env.saveUrl).not.toHaveBeenCalled();
  });

  it('treats a refused call as done (no second share sheet) and warns', async () => {
    const { capacitor } = injected('android', { Share: ['share'] });
    const env = webEnvironment(capacitor);
    expect(await createNativeBridge(env).share({ url: 'https://book.example.com/acme/intro' })).toBe(
      'shared',
    );
    expect(env.webShare).not.toHaveBeenCalled();
    expect(env.warn).toHaveBeenCalledWith('Share.share failed: Share canceled');
  });

  it('falls back to the web for a plugin the app does not list', async () => {
    const { capacitor, calls } = injected('android', { Share: ['share'] });
    const env = webEnvironment(capacitor);
    await createNativeBridge(env).downloadUrl({ name: 'cv.pdf', url: '/api/file/x' });
    expect(calls).toEqual([]);
    expect(env.saveUrl).toHaveBeenCalledWith('/api/file/x', 'cv.pdf');
  });
});

describe('pageOrientation', () => {
  it('keeps phones upright and lets tablets turn', () => {
    expect(pageOrientation(390)).toEqual({ orientation: 'portrait', forceOrientation: true });
    expect(pageOrientation(820)).toEqual({ orientation: 'portrait', forceOrientation: false });
  });
});

describe('the permissions call', () => {
  /** A wrapper whose Camera plugin answers checkPermissions and requestPermissions as given. */
  function withCamera(check: unknown, request: unknown) {
    const calls: Array<[string, unknown]> = [];
    const capacitor: CapacitorGlobal = {
      isNativePlatform: () => true,
      getPlatform: () => 'android',
      Plugins: {
        Camera: {
          checkPermissions: async (options) => {
            calls.push(['checkPermissions', options]);
            return check;
          },
          requestPermissions: async (options) => {
            calls.push(['requestPermissions', options]);
            return request;
          },
        },
      },
    };
    return { bridge: createNativeBridge(webEnvironment(capacitor)), calls };
  }

  it.each<[string, unknown, unknown, string, number]>([
    ['given already: not asked again', { camera: 'granted' }, undefined, 'granted', 1],
    ['refused already: not asked again', { camera: 'denied' }, undefined, 'denied', 1],
    ['still open: asked, and given', { camera: 'prompt' }, { camera: 'granted' }, 'granted', 2],
    [
      'open with a rationale (Android): asked, and refused',
      { camera: 'prompt-with-rationale' },
      { camera: 'denied' },
      'denied',
      2,
    ],
    ['an answer without the permission: still to ask', { camera: 'prompt' }, {}, 'prompt', 2],
  ])('%s', async (_name, check, request, expected, callCount) => {
    const { bridge, calls } = withCamera(check, request);
    expect(await bridge.requestPermission({ plugin: 'Camera', permission: 'camera' })).toBe(expected);
    expect(calls).toHaveLength(callCount);
    if (callCount === 2) expect(calls[1]).toEqual(['requestPermissions', { permissions: ['camera'] }]);
  });

  it('in an app without the plugin, warns and leaves it to the web', async () => {
    const { capacitor } = standIn('ios');
    const env = webEnvironment(capacitor);
    expect(await createNativeBridge(env).requestPermission({ plugin: 'Camera', permission: 'camera' })).toBe(
      'prompt',
    );
    expect(env.warn).toHaveBeenCalledWith('The app has no Camera.checkPermissions; using the web behaviour');
  });
});
