import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, type ErrorComponentProps, getRouteApi, Outlet } from '@tanstack/react-router';
import { isApiError } from '../features/api/api-error';
import { NotAccessiblePage } from '../features/booker/components/not-accessible-page';
import { publicEventQuery } from '../features/booker/queries';
import { PublicPage } from '../features/public-theme/components/public-page';
import { RootErrorPage } from '../features/shell/components/root-error-page';

const eventRoute = getRouteApi('/$accessLink/$slug');

function PublicEventLayout() {
  const { accessLink, slug } = eventRoute.useParams();
  const { responseId } = eventRoute.useSearch();
  const { data } = useQuery(publicEventQuery(accessLink, slug, responseId));
  const appearance = data?.event.appearance;
  return (
    <PublicPage appearance={appearance} hideBranding={appearance?.companyBranding ?? false}>
      <Outlet />
    </PublicPage>
  );
}

function PublicEventError(props: ErrorComponentProps) {
  if (isApiError(props.error) && props.error.code === 'NOT_FOUND') return <NotAccessiblePage />;
  return <RootErrorPage {...props} />;
}

export const Route = createLazyRoute('/$accessLink/$slug')({
  component: PublicEventLayout,
  errorComponent: PublicEventError,
});
