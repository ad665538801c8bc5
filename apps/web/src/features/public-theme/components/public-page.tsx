import type { Appearance } from '@kairos/core/events/page-schema';
import { type CSSProperties, lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { pageWord } from '../../i18n/first-paint-words';
import { isNativeShell, withNativeBridge } from '../../native/native-shell';
import { isEmbeddedInFrame } from '../../shell/embedding';
import { LogoMark } from '../../ui/components/logo';
import { usePublicTheme } from '../use-public-theme';

// Only a framed page can have a close button; its code loads only there.
const EmbedCloseButton = lazy(() =>
  import('../../embed/components/embed-close-button').then((m) => ({ default: m.EmbedCloseButton })),
);

interface PublicPageProps {
  /** The event's look, when the page shows one event. */
  appearance?: Appearance | null | undefined;
  /** Hides the 'Powered by' footer (the host brands the page as their own). */
  hideBranding?: boolean;
  children: ReactNode;
}

/**
 * The frame of every public booking page: the theme's colours as CSS variables (query parameters,
 * then the event's appearance), the page background and the 'Powered by' footer.
 */
export function PublicPage({ appearance, hideBranding = false, children }: PublicPageProps) {
  const style = usePublicTheme(appearance) as unknown as CSSProperties;
  const frame = useRef<HTMLDivElement>(null);
  // In the app, the status bar takes the page's colour (read from the page, so again when it changes).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the computed colour follows `style`
  useEffect(() => {
    if (!frame.current || !isNativeShell()) return;
    const background = getComputedStyle(frame.current).backgroundColor;
    withNativeBridge(async (bridge) => {
      const { cssColorToRgba, statusBarFor } = await import('../../native/status-bar');
      const rgba = cssColorToRgba(background);
      const bar = rgba && statusBarFor(rgba);
      if (bar) await bridge.setStatusBar(bar);
    });
  }, [style]);
  return (
    <div ref={frame} style={style} className="flex min-h-dvh flex-col bg-(--pb-page) text-(--pb-text)">
      {isEmbeddedInFrame() && (
        <Suspense fallback={null}>
          <EmbedCloseButton />
        </Suspense>
      )}
      <main className="flex flex-1 flex-col items-center px-3 py-4 sm:justify-center sm:px-6 sm:py-10">
        {children}
      </main>
      {!hideBranding && (
        <footer className="flex justify-center pb-6 text-xs text-(--pb-muted)">
          <span className="inline-flex items-center gap-1.5">
            <LogoMark className="size-4" />
            {poweredBy()}
          </span>
        </footer>
      )}
    </div>
  );
}

/**
 * The footer in the page's language when one is loaded (this file is in the first paint, so it reads
 * the loaded translator rather than importing the formatter), else in English.
 */
function poweredBy(): string {
  return pageWord('booker.poweredBy');
}
