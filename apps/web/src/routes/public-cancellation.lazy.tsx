import { useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { CancelPage } from '../features/after-booking/components/cancel-page';
import { attendeeViewQuery } from '../features/after-booking/queries';

const cancellationRoute = getRouteApi('/cancellation/$attendeeId');

function PublicCancellationPage() {
  const { attendeeId } = cancellationRoute.useParams();
  const { data } = useSuspenseQuery(attendeeViewQuery(attendeeId));
  return <CancelPage view={data} />;
}

export const Route = createLazyRoute('/cancellation/$attendeeId/')({ component: PublicCancellationPage });
