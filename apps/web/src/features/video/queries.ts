import type { VideoConnectionsResponse } from '@kairos/core/video/video-schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';

const KEY = ['video-connections'] as const;

export const videoConnectionsQuery = queryOptions({
  queryKey: KEY,
  queryFn: ({ signal }) => bookingsApi.get<VideoConnectionsResponse>('/video-connections', { signal }),
});

/** Sends the browser to Zoom's consent page; Zoom brings it back to Apps & integrations. */
export function useConnectZoom() {
  return useMutation({
    mutationFn: () =>
      bookingsApi.post<{ url: string }>('/oauth/zoom-video/authorize', { returnTo: '/app/apps' }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useDisconnectZoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bookingsApi.delete<null>('/video-connections/ZOOM'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
