import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { CancelConfirmedPage } from '../features/after-booking/components/cancel-confirmed-page';
import { InAttendeeLanguage } from '../features/after-booking/components/in-attendee-language';
import { attendeeViewQuery } from '../features/after-booking/queries';

const cancellationRoute = getRouteApi('/cancellation/$attendeeId');

function PublicCancellationConfirmedPage() {
  const { attendeeId } = cancellationRoute.useParams();
  const { lang } = cancellationRoute.useSearch();
  const { data } = useQuery(attendeeViewQuery(attendeeId));
  return (
    <InAttendeeLanguage view={data} lang={lang}>
      <CancelConfirmedPage view={data ?? null} />
    </InAttendeeLanguage>
  );
}

export const Route = createLazyRoute('/cancellation/$attendeeId/confirmed')({
  component: PublicCancellationConfirmedPage,
});
