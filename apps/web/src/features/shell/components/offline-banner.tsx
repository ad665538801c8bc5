import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { pageWord } from '../../i18n/first-paint-words';
import { CloseIcon } from '../../ui/components/icons';

/** Height of the visible banner, so other sticky bars (the dashboard's) can sit below it. */
const HEIGHT_PROPERTY = '--offline-banner-height';

/** Red banner while the browser is offline; closable, and gone again once back online. */
export function OfflineBanner() {
  const [isOffline, setIsOffline] = useState(() => navigator.onLine === false);
  const [isDismissed, setIsDismissed] = useState(false);
  const bannerRef = useRef<HTMLDivElement>(null);
  const isVisible = isOffline && !isDismissed;

  useLayoutEffect(() => {
    const banner = bannerRef.current;
    if (!isVisible || !banner) return;
    const root = document.documentElement;
    const publishHeight = () => root.style.setProperty(HEIGHT_PROPERTY, `${banner.offsetHeight}px`);
    publishHeight();
    const observer = new ResizeObserver(publishHeight);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [isVisible]);

  useEffect(() => {
    function goOffline() {
      setIsOffline(true);
      setIsDismissed(false);
    }
    function goOnline() {
      setIsOffline(false);
    }
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  if (!isVisible) return null;
  return (
    <div
      ref={bannerRef}
      role="alert"
      className="sticky top-0 z-50 flex items-start gap-3 bg-red-700 px-4 py-2.5 text-sm text-white sm:items-center sm:justify-center"
    >
      <p className="flex-1 sm:flex-none">
        <strong className="font-semibold">{pageWord('page.offline.title')}</strong>{' '}
        {pageWord('page.offline.text')}
      </p>
      <button
        type="button"
        onClick={() => setIsDismissed(true)}
        aria-label={pageWord('page.offline.close')}
        className="-m-1 rounded-md p-1 text-white/90 hover:bg-white/15 hover:text-white focus-visible:outline-white"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
