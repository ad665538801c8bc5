import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { CancelConfirmedPage } from '../features/after-booking/components/cancel-confirmed-page';
import { attendeeViewQuery } from '../features/after-booking/queries';

const cancellationRoute = getRouteApi('/cancellation/$attendeeId');

function PublicCancellationConfirmedPage() {
  const { attendeeId } = cancellationRoute.useParams();
  const { data } = useQuery(attendeeViewQuery(attendeeId));
  return <CancelConfirmedPage view={data ?? null} />;
}

export const Route = createLazyRoute('/cancellation/$attendeeId/confirmed')({
  component: PublicCancellationConfirmedPage,
});
