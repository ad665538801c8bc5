import type { Locale } from '@kairos/core/i18n/locales';
import { useEffect, useState } from 'react';
import { I18nProvider, useT } from '../../i18n/i18n-context';
import { loadedTranslator, switchLanguage } from '../../i18n/language';
import { attendeeLocale } from '../attendee-locale';
import { blockFor } from '../change-block';
import { ChangeBlocked } from './change-blocked';

/**
 * A link to no booking: there is no booked language to read, so the page speaks the visitor's pick
 * (`?lang=`) or their browser's language, English until that language has loaded.
 */
export function BookingNotFound() {
  const locale = attendeeLocale(null, new URLSearchParams(window.location.search).get('lang'));
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
  return (
    <I18nProvider locale={shown}>
      <NotFoundBlock />
    </I18nProvider>
  );
}

function NotFoundBlock() {
  const t = useT();
  return <ChangeBlocked block={blockFor('NOT_FOUND', 'reschedule', t)} view={null} />;
}
