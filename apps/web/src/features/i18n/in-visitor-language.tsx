import type { Locale } from '@kairos/core/i18n/locales';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nProvider } from './i18n-context';
import { loadedTranslator, switchLanguage, visitorLocale } from './language';

/**
 * A page that rendered before (or without) its loader, such as a route's error page: it speaks the
 * visitor's pick (`?lang=`) or their browser's language, English until that language has loaded.
 */
export function InVisitorLanguage({ children }: { children: ReactNode }) {
  const locale = visitorLocale(undefined, new URLSearchParams(window.location.search).get('lang'));
  const [shown, setShown] = useState<Locale>(() => (loadedTranslator(locale) ? locale : 'en'));
  useEffect(() => {
    let isCurrent = true;
    switchLanguage(locale).then(
      () => isCurrent && setShown(locale),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [locale]);
  return <I18nProvider locale={shown}>{children}</I18nProvider>;
}
