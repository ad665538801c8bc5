import { useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { CancelPage } from '../features/after-booking/components/cancel-page';
import { InAttendeeLanguage } from '../features/after-booking/components/in-attendee-language';
import { attendeeViewQuery } from '../features/after-booking/queries';

const cancellationRoute = getRouteApi('/cancellation/$attendeeId');

function PublicCancellationPage() {
  const { attendeeId } = cancellationRoute.useParams();
  const { lang } = cancellationRoute.useSearch();
  const { data } = useSuspenseQuery(attendeeViewQuery(attendeeId));
  return (
    <InAttendeeLanguage view={data} lang={lang}>
      <CancelPage view={data} />
    </InAttendeeLanguage>
  );
}

export const Route = createLazyRoute('/cancellation/$attendeeId/')({ component: PublicCancellationPage });
