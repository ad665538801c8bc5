import type { Locale } from '@kairos/core/i18n/locales';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, type ErrorComponentProps, getRouteApi, Outlet } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isApiError } from '../features/api/api-error';
import { LanguagePicker } from '../features/booker/components/language-picker';
import { NotAccessiblePage } from '../features/booker/components/not-accessible-page';
import { publicEventQuery } from '../features/booker/queries';
import { I18nProvider } from '../features/i18n/i18n-context';
import { loadedTranslator, switchLanguage, visitorLocale } from '../features/i18n/language';
import { publicBrandingQuery } from '../features/public-theme/branding-query';
import { PublicPage } from '../features/public-theme/components/public-page';
import { RootErrorPage } from '../features/shell/components/root-error-page';
import { trackEvent } from '../features/tracking/tracker';

const eventRoute = getRouteApi('/$accessLink/$slug');

function PublicEventLayout() {
  const { accessLink, slug } = eventRoute.useParams();
  const { responseId, lang } = eventRoute.useSearch();
  const { data } = useQuery(publicEventQuery(accessLink, slug, responseId));
  // The workspace's look with the event's own overrides; the event's alone until it answers.
  const branding = useQuery(publicBrandingQuery(accessLink, slug)).data;
  const appearance = branding ?? data?.event.appearance;
  const hideBranding = branding ? !branding.poweredBy : (appearance?.companyBranding ?? false);
  const teamLink = data?.team?.accessLink;
  useEffect(() => {
    if (teamLink)
      trackEvent(
        'view_teams_event_booking_page',
        { accessLink: teamLink, slug },
        { onceKey: `${teamLink}/${slug}` },
      );
  }, [teamLink, slug]);
  return (
    <I18nProvider locale={visitorLocale(data?.event.language, lang)}>
      <PublicPage appearance={appearance} hideBranding={hideBranding}>
        <Outlet />
        <LanguagePicker />
      </PublicPage>
    </I18nProvider>
  );
}

function PublicEventError(props: ErrorComponentProps) {
  if (isApiError(props.error) && props.error.code === 'NOT_FOUND') return <NotAccessibleInVisitorLanguage />;
  return <RootErrorPage {...props} />;
}

/**
 * A missing event has no language setting: the page speaks the visitor's pick (`?lang=`) or their
 * browser's language, English until that language has loaded.
 */
function NotAccessibleInVisitorLanguage() {
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
  return (
    <I18nProvider locale={shown}>
      <NotAccessiblePage />
    </I18nProvider>
  );
}

export const Route = createLazyRoute('/$accessLink/$slug')({
  component: PublicEventLayout,
  errorComponent: PublicEventError,
});
