import type { VideoConnectionsResponse } from '@kairos/core/video/video-schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
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
  const t = useDashboardT();
  const connect = useConnectZoom();
  const disconnect = useDisconnectZoom();
  const [confirming, setConfirming] = useState(false);
  const signIn = (
    <Button
      type="button"
      variant={zoom ? 'secondary' : 'primary'}
      isLoading={connect.isPending}
      loadingText={t('video.zoom.opening')}
      onClick={() => connect.mutate(undefined, { onError: (error) => toast.error(error.message) })}
    >
      {zoom ? t('video.zoom.connectAgain') : t('video.zoom.connect')}
    </Button>
  );

  return (
    <FormSection title="Zoom" description={t('video.zoom.description')} action={zoom ? undefined : signIn}>
      {!zoom ? (
        <p className="text-sm text-gray-600">{t('video.zoom.notConnected')}</p>
      ) : (
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-gray-800">
              {t('video.zoom.connectedOn', { date: DATE.format(new Date(zoom.connectedAt)) })}
            </p>
            <Badge tone={zoom.status === 'OK' ? 'green' : 'red'}>
              {zoom.status === 'OK' ? t('video.zoom.working') : t('video.zoom.broken')}
            </Badge>
          </div>
          {zoom.status === 'BROKEN' && (
            <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
              {zoom.error ? t('video.zoom.refusedBecause', { reason: zoom.error }) : t('video.zoom.refused')}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {zoom.status === 'BROKEN' && signIn}
            <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
              {t('video.zoom.disconnect')}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        title={t('video.zoom.disconnectTitle')}
        message={t('video.zoom.disconnectMessage')}
        confirmLabel={t('video.zoom.disconnect')}
        isDestructive
        isOpen={confirming}
        isPending={disconnect.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('video.zoom.disconnected'));
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </FormSection>
  );
}
