import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { attendeeViewQuery } from '../after-booking/queries';
import { shareLinkQuery } from './queries';

const layoutRoute = getRouteApi('/d/$shareLink');

/**
 * The share link's page: its event (or, when an attendee reschedules through a used-up link, the
 * event of their booking), the attendee when the address names one, and the layout's parameters.
 */
export function useShareLinkPage() {
  const { shareLink } = layoutRoute.useParams();
  const search = layoutRoute.useSearch();
  const { data: link } = useSuspenseQuery(shareLinkQuery(shareLink));
  const attendeeId = search.attendeeId;
  const attendee = useQuery({
    ...attendeeViewQuery(attendeeId ?? ''),
    enabled: attendeeId !== null && !attendeeId.startsWith('q-'),
  });
  const view = attendee.data ?? null;
  const isRescheduling = search.rescheduled && view !== null;
  const event = link.kind === 'EVENT' ? link.event : isRescheduling ? view.event : null;
  const accessLink = link.kind === 'EVENT' ? link.data.accessLink : (view?.accessLink ?? '');
  return {
    shareLink,
    search,
    link,
    linkData: link.kind === 'EVENT' ? link.data : null,
    view,
    isViewLoading: attendee.isLoading,
    isRescheduling,
    event,
    accessLink,
  };
}
