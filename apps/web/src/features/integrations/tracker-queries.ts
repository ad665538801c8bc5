import type {
  TrackerAppBody,
  TrackerAppList,
  TrackerAppName,
} from '@kairos/core/trackers/tracker-apps-schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';

const KEY = ['tracker-apps'] as const;

/** The workspace's Meta pixel and Google Analytics ids. */
export const trackerAppsQuery = queryOptions({
  queryKey: KEY,
  queryFn: ({ signal }) => bookingsApi.get<TrackerAppList>('/tracker-apps', { signal }),
});

export function useSaveTrackerApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TrackerAppBody) => bookingsApi.put<TrackerAppList>('/tracker-apps', body),
    onSuccess: (data) => queryClient.setQueryData(KEY, data),
  });
}

export function useRemoveTrackerApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appName: TrackerAppName) => bookingsApi.delete<TrackerAppList>(`/tracker-apps/${appName}`),
    onSuccess: (data) => queryClient.setQueryData(KEY, data),
  });
}
