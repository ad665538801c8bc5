import { useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { EventListing } from '../features/booker/components/event-listing';
import { publicEventListQuery } from '../features/booker/queries';

const listingRoute = getRouteApi('/$accessLink/');

function PublicListingPage() {
  const { accessLink } = listingRoute.useParams();
  const { data } = useSuspenseQuery(publicEventListQuery(accessLink));
  return <EventListing list={data} accessLink={data.workspace.accessLink || accessLink} />;
}

export const Route = createLazyRoute('/$accessLink/')({ component: PublicListingPage });
