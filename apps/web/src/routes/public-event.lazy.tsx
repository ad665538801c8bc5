import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, type ErrorComponentProps, getRouteApi, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '../features/api/api-error';
import { LanguagePicker } from '../features/booker/components/language-picker';
import { NotAccessiblePage } from '../features/booker/components/not-accessible-page';
import { publicEventQuery } from '../features/booker/queries';
import { I18nProvider } from '../features/i18n/i18n-context';
import { InVisitorLanguage } from '../features/i18n/in-visitor-language';
import { visitorLocale } from '../features/i18n/language';
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
  if (isApiError(props.error) && props.error.code === 'NOT_FOUND')
    return (
      // A missing event has no language setting: the visitor's pick or their browser's language.
      <InVisitorLanguage>
        <NotAccessiblePage />
      </InVisitorLanguage>
    );
  return <RootErrorPage {...props} />;
}

export const Route = createLazyRoute('/$accessLink/$slug')({
  component: PublicEventLayout,
  errorComponent: PublicEventError,
});
