import { LOCALE_NAMES, LOCALES, type Locale } from '@kairos/core/i18n/locales';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useLocale, useT } from '../../i18n/i18n-context';

/** The booking page's language; the choice stays in the address (`?lang=`) through the steps. */
export function LanguagePicker() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  return (
    <div className="mt-4 flex items-center justify-center gap-2 text-(--pb-muted) text-sm">
      <label htmlFor={id}>{t('booker.language')}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) =>
          navigate({
            to: '.',
            search: (previous: Record<string, unknown>) => ({
              ...previous,
              lang: event.target.value as Locale,
            }),
            replace: true,
          })
        }
        className="rounded-md border border-(--pb-border) bg-(--pb-surface) py-1 ps-2 pe-7 text-(--pb-text)"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
