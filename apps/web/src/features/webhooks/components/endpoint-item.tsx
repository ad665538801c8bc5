import type { WebhookEndpoint } from '@kairos/core/webhooks/webhook-schema';
import { Suspense, useState } from 'react';
import toast from 'react-hot-toast';
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
import { TRIGGER_LABELS } from '../trigger-labels';
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

  const state = endpoint.active ? (
    <Badge tone="green">Active</Badge>
  ) : endpoint.disabledReason ? (
    <Badge tone="red">Turned off</Badge>
  ) : (
    <Badge tone="amber">Paused</Badge>
  );

  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="break-all font-mono text-sm text-gray-900">{endpoint.url}</p>
          {endpoint.description && <p className="mt-0.5 text-sm text-gray-600">{endpoint.description}</p>}
          <p className="mt-1 text-xs text-gray-500">
            {endpoint.triggers.map((t) => TRIGGER_LABELS[t]).join(' · ')}
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
          loadingText="Sending…"
          aria-label={`Send test event to ${endpoint.url}`}
          onClick={() =>
            test.mutate(undefined, {
              onSuccess: ({ delivery }) => {
                setShowLog(true);
                if (delivery.status === 'DELIVERED')
                  toast.success(`Test delivered: HTTP ${delivery.responseStatus}`);
                else toast.error(`Test failed: ${delivery.error ?? `HTTP ${delivery.responseStatus}`}`);
              },
              onError: (error) => toast.error(error.message),
            })
          }
        >
          Send test
        </Button>
        <Button type="button" variant="secondary" onClick={onEdit} aria-label={`Edit ${endpoint.url}`}>
          Edit
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={update.isPending}
          onClick={() =>
            update.mutate({ active: !endpoint.active }, { onError: (error) => toast.error(error.message) })
          }
        >
          {endpoint.active ? 'Pause' : 'Turn on'}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setConfirm('rotate')}>
          Rotate secret
        </Button>
        <Button type="button" variant="secondary" onClick={() => setConfirm('delete')}>
          Delete
        </Button>
        <Button
          type="button"
          variant="ghost"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog((v) => !v)}
        >
          {showLog ? 'Hide delivery log' : 'Delivery log'}
        </Button>
      </div>
      {showLog && (
        <section
          id={logId}
          aria-label={`Delivery log of ${endpoint.url}`}
          className="rounded-lg bg-gray-50 p-3"
        >
          <Suspense fallback={<Skeleton className="h-24" />}>
            <DeliveryLog endpointId={endpoint._id} />
          </Suspense>
        </section>
      )}
      <ConfirmDialog
        title="Delete this endpoint?"
        message="Kairos stops sending it messages and forgets its delivery log."
        confirmLabel="Delete endpoint"
        isOpen={confirm === 'delete'}
        isPending={remove.isPending}
        isDestructive
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => toast.success('Endpoint deleted'),
            onError: (error) => toast.error(error.message),
            onSettled: () => setConfirm(null),
          })
        }
      />
      <ConfirmDialog
        title="Rotate the signing secret?"
        message="Messages are signed with the new secret from now on; checks with the old one will fail."
        confirmLabel="Rotate secret"
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
