import type {
  CalendarConnection,
  CalendarConnectionsResponse,
  ConnectCalendarBody,
  MeetingFeed,
  MeetingFeedResponse,
  UpdateCalendarBody,
} from '@kairos/core/calendars/calendar-schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';

const CONNECTIONS = ['calendar-connections'] as const;
const FEED = ['calendar-feed'] as const;

export const calendarConnectionsQuery = queryOptions({
  queryKey: CONNECTIONS,
  queryFn: ({ signal }) => bookingsApi.get<CalendarConnectionsResponse>('/calendar-connections', { signal }),
});

export const meetingFeedQuery = queryOptions({
  queryKey: FEED,
  queryFn: ({ signal }) => bookingsApi.get<MeetingFeedResponse>('/calendar-feed', { signal }),
});

function useRefreshing<T, V>(queryKey: readonly string[], mutationFn: (v: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}

export const useConnectCalendar = () =>
  useRefreshing(CONNECTIONS, (body: ConnectCalendarBody) =>
    bookingsApi.post<CalendarConnection>('/calendar-connections', body),
  );

export const useRefreshConnection = (id: string) =>
  useRefreshing(CONNECTIONS, () =>
    bookingsApi.post<CalendarConnection>(`/calendar-connections/${id}/refresh`),
  );

export const useDisconnectCalendar = (id: string) =>
  useRefreshing(CONNECTIONS, () => bookingsApi.delete<null>(`/calendar-connections/${id}`));

export const useUpdateCalendar = (id: string) =>
  useRefreshing(CONNECTIONS, (body: UpdateCalendarBody) =>
    bookingsApi.patch<CalendarConnection>(`/calendars/${id}`, body),
  );

const OAUTH_USES = ['oauth-uses'] as const;

/** The accounts this server can connect by signing in (a provider with its client configured). */
export const oauthUsesQuery = queryOptions({
  queryKey: OAUTH_USES,
  queryFn: ({ signal }) =>
    bookingsApi.get<{ uses: Array<{ id: string; provider: string }> }>('/oauth/uses', { signal }),
  staleTime: 5 * 60_000,
});

/** Sends the browser to the provider's consent page; it comes back to Apps & integrations. */
export const useOAuthConnect = () =>
  useMutation({
    mutationFn: (use: string) =>
      bookingsApi.post<{ url: string }>(`/oauth/${use}/authorize`, { returnTo: '/app/apps' }),
    onSuccess: ({ url }) => window.location.assign(url),
  });

export const useRenewFeed = () =>
  useRefreshing(FEED, () => bookingsApi.post<{ feed: MeetingFeed }>('/calendar-feed'));

export const useRevokeFeed = () => useRefreshing(FEED, () => bookingsApi.delete<null>('/calendar-feed'));
