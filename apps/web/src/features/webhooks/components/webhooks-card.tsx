import type { WebhookEndpoint } from '@kairos/core/webhooks/webhook-schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button } from '../../ui/components/button';
import { FormSection } from '../../ui/components/form-section';
import { Skeleton } from '../../ui/components/skeleton';
import { webhookEndpointsQuery } from '../queries';
import { EndpointDialog } from './endpoint-dialog';
import { EndpointItem } from './endpoint-item';
import { SecretDialog } from './secret-dialog';

/** Apps & integrations › Webhooks: where the workspace's changes are pushed, signed. */
export function WebhooksCard() {
  const endpoints = useQuery(webhookEndpointsQuery);
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const t = useDashboardT();

  return (
    <FormSection
      title={t('webhooks.title')}
      description={t('webhooks.intro')}
      action={
        <Button type="button" onClick={() => setEditing('new')}>
          {t('webhooks.addEndpoint')}
        </Button>
      }
    >
      {endpoints.isPending ? (
        <Skeleton className="h-24" />
      ) : endpoints.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
          {endpoints.error.message}
        </p>
      ) : endpoints.data.endpoints.length === 0 ? (
        <p className="text-sm text-gray-600">{t('webhooks.none')}</p>
      ) : (
        <ul className="divide-y divide-gray-100" aria-label={t('webhooks.endpoints')}>
          {endpoints.data.endpoints.map((endpoint) => (
            <EndpointItem
              key={endpoint._id}
              endpoint={endpoint}
              onEdit={() => setEditing(endpoint)}
              onSecret={setSecret}
            />
          ))}
        </ul>
      )}
      {editing && (
        <EndpointDialog
          endpoint={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={(created) => {
            setEditing(null);
            setSecret(created.secret);
          }}
        />
      )}
      {secret && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
    </FormSection>
  );
}
