import { useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { ReschedulePage } from '../features/after-booking/components/reschedule-page';
import { attendeeViewQuery } from '../features/after-booking/queries';

const rescheduleRoute = getRouteApi('/reschedule/$attendeeId');

function PublicReschedulePage() {
  const { attendeeId } = rescheduleRoute.useParams();
  const { data } = useSuspenseQuery(attendeeViewQuery(attendeeId));
  return <ReschedulePage view={data} />;
}

export const Route = createLazyRoute('/reschedule/$attendeeId/')({ component: PublicReschedulePage });
