import type { VideoConnectionsResponse } from '@kairos/core/video/video-schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { FormSection } from '../../ui/components/form-section';
import { QueryCard } from '../../ui/components/query-card';
import { useConnectZoom, useDisconnectZoom, videoConnectionsQuery } from '../queries';

const DATE = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Apps & integrations › Zoom: the signed-in host's own Zoom account, which makes the meetings of
 * their bookings in a Zoom location. Shown when this server has a Zoom app set up.
 */
export function ZoomCard() {
  return (
    <QueryCard query={useQuery(videoConnectionsQuery)} skeletonClassName="h-32">
      {(state) => {
        const zoom = state.connections.find((c) => c.provider === 'ZOOM');
        return !zoom && !state.available.includes('ZOOM') ? null : <ZoomSection zoom={zoom} />;
      }}
    </QueryCard>
  );
}

function ZoomSection({ zoom }: { zoom: VideoConnectionsResponse['connections'][number] | undefined }) {
  const connect = useConnectZoom();
  const disconnect = useDisconnectZoom();
  const [confirming, setConfirming] = useState(false);
  const signIn = (
    <Button
      type="button"
      variant={zoom ? 'secondary' : 'primary'}
      isLoading={connect.isPending}
      loadingText="Opening Zoom…"
      onClick={() => connect.mutate(undefined, { onError: (error) => toast.error(error.message) })}
    >
      {zoom ? 'Connect Zoom again' : 'Connect Zoom'}
    </Button>
  );

  return (
    <FormSection
      title="Zoom"
      description="Bookings of your events with a Zoom location get a Zoom meeting of their own in your account: its link and passcode go to the attendees, it moves when the booking is rescheduled and is deleted when it is cancelled."
      action={zoom ? undefined : signIn}
    >
      {!zoom ? (
        <p className="text-sm text-gray-600">Not connected: bookings in a Zoom location get no link yet.</p>
      ) : (
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-gray-800">Connected on {DATE.format(new Date(zoom.connectedAt))}</p>
            <Badge tone={zoom.status === 'OK' ? 'green' : 'red'}>
              {zoom.status === 'OK' ? 'Working' : 'Broken'}
            </Badge>
          </div>
          {zoom.status === 'BROKEN' && (
            <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
              Zoom refused the saved sign-in{zoom.error ? ` (${zoom.error})` : ''}. New bookings get no Zoom
              link until you connect it again.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {zoom.status === 'BROKEN' && signIn}
            <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
              Disconnect
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        title="Disconnect Zoom?"
        message="Meetings already made keep their links. New bookings in a Zoom location get no link until you connect Zoom again."
        confirmLabel="Disconnect"
        isDestructive
        isOpen={confirming}
        isPending={disconnect.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Zoom disconnected');
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </FormSection>
  );
}
