import type { WebhookEndpoint } from '@kairos/core/webhooks/webhook-schema';
import { Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { Skeleton } from '../../ui/components/skeleton';
import {
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useUpdateWebhookEndpoint,
} from '../queries';
import { TRIGGER_KEYS } from '../trigger-labels';
import { DeliveryLog } from './delivery-log';

/** One endpoint: its state, its triggers, its actions and (opened on demand) its delivery log. */
export function EndpointItem({
  endpoint,
  onEdit,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onSecret: (secret: string) => void;
}) {
  const [showLog, setShowLog] = useState(false);
  const [confirm, setConfirm] = useState<'delete' | 'rotate' | null>(null);
  const test = useSendWebhookTest(endpoint._id);
  const update = useUpdateWebhookEndpoint(endpoint._id);
  const remove = useDeleteWebhookEndpoint(endpoint._id);
  const rotate = useRotateWebhookSecret(endpoint._id);
  const logId = `webhook-log-${endpoint._id}`;
  const t = useDashboardT();

  const state = endpoint.active ? (
    <Badge tone="green">{t('webhooks.active')}</Badge>
  ) : endpoint.disabledReason ? (
    <Badge tone="red">{t('webhooks.turnedOff')}</Badge>
  ) : (
    <Badge tone="amber">{t('webhooks.paused')}</Badge>
  );

  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="break-all font-mono text-sm text-gray-900">{endpoint.url}</p>
          {endpoint.description && <p className="mt-0.5 text-sm text-gray-600">{endpoint.description}</p>}
          <p className="mt-1 text-xs text-gray-500">
            {endpoint.triggers
              .map((trigger) => t(TRIGGER_KEYS[trigger]))
              .join(t('webhooks.triggerSeparator'))}
          </p>
          {endpoint.disabledReason && <p className="mt-1 text-sm text-red-700">{endpoint.disabledReason}</p>}
        </div>
        {state}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          isLoading={test.isPending}
          loadingText={t('webhooks.sending')}
          aria-label={t('webhooks.sendTestTo', { url: endpoint.url })}
          onClick={() =>
            test.mutate(undefined, {
              onSuccess: ({ delivery }) => {
                setShowLog(true);
                if (delivery.status === 'DELIVERED')
                  toast.success(t('webhooks.testDelivered', { status: String(delivery.responseStatus) }));
                else
                  toast.error(
                    t('webhooks.testFailed', {
                      reason:
                        delivery.error ??
                        t('webhooks.httpStatus', { status: String(delivery.responseStatus) }),
                    }),
                  );
              },
              onError: (error) => toast.error(error.message),
            })
          }
        >
          {t('webhooks.sendTest')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={onEdit}
          aria-label={t('webhooks.editUrl', { url: endpoint.url })}
        >
          {t('webhooks.edit')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={update.isPending}
          onClick={() =>
            update.mutate({ active: !endpoint.active }, { onError: (error) => toast.error(error.message) })
          }
        >
          {endpoint.active ? t('webhooks.pause') : t('webhooks.turnOn')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setConfirm('rotate')}>
          {t('webhooks.rotateSecret')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setConfirm('delete')}>
          {t('webhooks.delete')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog((v) => !v)}
        >
          {showLog ? t('webhooks.hideLog') : t('webhooks.showLog')}
        </Button>
      </div>
      {showLog && (
        <section
          id={logId}
          aria-label={t('webhooks.logOf', { url: endpoint.url })}
          className="rounded-lg bg-gray-50 p-3"
        >
          <Suspense fallback={<Skeleton className="h-24" />}>
            <DeliveryLog endpointId={endpoint._id} />
          </Suspense>
        </section>
      )}
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        title={t('webhooks.deleteQuestion')}
        message={t('webhooks.deleteWarning')}
        confirmLabel={t('webhooks.deleteConfirm')}
        isOpen={confirm === 'delete'}
        isPending={remove.isPending}
        isDestructive
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => toast.success(t('webhooks.deleted')),
            onError: (error) => toast.error(error.message),
            onSettled: () => setConfirm(null),
          })
        }
      />
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        title={t('webhooks.rotateQuestion')}
        message={t('webhooks.rotateWarning')}
        confirmLabel={t('webhooks.rotateSecret')}
        isOpen={confirm === 'rotate'}
        isPending={rotate.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: ({ secret }) => onSecret(secret),
            onError: (error) => toast.error(error.message),
            onSettled: () => setConfirm(null),
          })
        }
      />
    </li>
  );
}
