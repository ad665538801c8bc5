import { useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { InAttendeeLanguage } from '../features/after-booking/components/in-attendee-language';
import { ReschedulePage } from '../features/after-booking/components/reschedule-page';
import { attendeeViewQuery } from '../features/after-booking/queries';

const rescheduleRoute = getRouteApi('/reschedule/$attendeeId');

function PublicReschedulePage() {
  const { attendeeId } = rescheduleRoute.useParams();
  const { lang } = rescheduleRoute.useSearch();
  const { data } = useSuspenseQuery(attendeeViewQuery(attendeeId));
  return (
    <InAttendeeLanguage view={data} lang={lang}>
      <ReschedulePage view={data} />
    </InAttendeeLanguage>
  );
}

export const Route = createLazyRoute('/reschedule/$attendeeId/')({ component: PublicReschedulePage });
