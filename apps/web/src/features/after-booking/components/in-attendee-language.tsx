import type { ReactNode } from 'react';
import { I18nProvider } from '../../i18n/i18n-context';
import { attendeeLocale } from '../attendee-locale';
import type { AttendeeView } from '../contract';

/** An attendee link's page in its language; the route's loader has loaded that language. */
export function InAttendeeLanguage(props: {
  view: AttendeeView | null | undefined;
  lang: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <I18nProvider locale={attendeeLocale(props.view?.attendee.language, props.lang)}>
      {props.children}
    </I18nProvider>
  );
}
