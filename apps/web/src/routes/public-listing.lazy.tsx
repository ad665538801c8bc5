import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { EventListing } from '../features/booker/components/event-listing';
import { publicEventListQuery } from '../features/booker/queries';
import { I18nProvider } from '../features/i18n/i18n-context';
import { pickedLanguage, visitorLocale } from '../features/i18n/language';
import { publicBrandingQuery } from '../features/public-theme/branding-query';

const listingRoute = getRouteApi('/$accessLink/');

function PublicListingPage() {
  const { accessLink } = listingRoute.useParams();
  const lang = pickedLanguage(listingRoute.useSearch());
  const { data } = useSuspenseQuery(publicEventListQuery(accessLink));
  const branding = useQuery(publicBrandingQuery(accessLink)).data ?? null;
  // A team's page lives at the team's link; the workspace's answer names the workspace's.
  const link = data.team?.accessLink || data.workspace.accessLink || accessLink;
  return (
    <I18nProvider locale={visitorLocale(undefined, lang)}>
      <EventListing list={data} accessLink={link} branding={branding} picked={lang} />
    </I18nProvider>
  );
}

export const Route = createLazyRoute('/$accessLink/')({ component: PublicListingPage });
