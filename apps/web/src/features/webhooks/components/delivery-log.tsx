import { formatInstant, formatZone } from '@kairos/core/dates/format';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import type { WebhookDelivery } from '@kairos/core/webhooks/webhook-schema';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { useHostPrefs } from '../../meetings/host-prefs';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { ShareIcon } from '../../ui/components/icons';
import { PagedList } from '../../ui/components/paged-list';
import { Skeleton } from '../../ui/components/skeleton';
import { useRedeliverWebhook, webhookDeliveriesQuery } from '../queries';

const STATUS: Record<WebhookDelivery['status'], { labelKey: DashboardKey; tone: 'green' | 'amber' | 'red' }> =
  {
    DELIVERED: { labelKey: 'webhooks.log.delivered', tone: 'green' },
    PENDING: { labelKey: 'webhooks.log.retrying', tone: 'amber' },
    FAILED: { labelKey: 'webhooks.log.failed', tone: 'red' },
  };

/** The endpoint's latest messages: what was sent, how the endpoint answered, and a way to send again. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useQuery(webhookDeliveriesQuery(endpointId));
  const redeliver = useRedeliverWebhook(endpointId);
  const prefs = useHostPrefs();
  const t = useDashboardT();

  return (
    <PagedList
      query={deliveries}
      list="messages"
      isEmpty={(data) => data.deliveries.length === 0}
      empty={{ icon: ShareIcon, title: t('webhooks.log.emptyTitle'), text: t('webhooks.log.emptyText') }}
      skeleton={<Skeleton className="h-24" />}
    >
      {({ deliveries: list }) => (
        // `relative` keeps the visually hidden heading (absolutely placed) inside this scroll box:
        // otherwise it is placed against the page and widens it on a phone.
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="pb-2 text-left text-xs text-gray-500">
              {t('webhooks.log.caption', {
                count: list.length,
                zone: formatZone(prefs.timezone, Date.now()),
              })}
            </caption>
            <thead className="text-xs uppercase tracking-wide text-gray-500">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('webhooks.log.event')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('webhooks.log.status')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('webhooks.log.response')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('webhooks.log.sent')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">{t('webhooks.log.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {list.map((d) => (
                <tr key={d._id}>
                  <td className="py-2 pr-3 font-mono text-xs text-gray-900">{d.type}</td>
                  <td className="py-2 pr-3">
                    <Badge tone={STATUS[d.status].tone}>{t(STATUS[d.status].labelKey)}</Badge>
                  </td>
                  <td className="max-w-56 py-2 pr-3 text-gray-700">
                    {d.responseStatus !== null
                      ? t('webhooks.httpStatus', { status: String(d.responseStatus) })
                      : (d.error ?? '—')}
                    {d.attempts > 1 && (
                      <span className="text-gray-500">
                        {' '}
                        · {t('webhooks.log.attempts', { count: d.attempts })}
                      </span>
                    )}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap text-gray-700">
                    {formatInstant(d.lastAttemptAt ?? d.createdAt, prefs)}
                  </td>
                  <td className="py-2 text-right">
                    {d.status !== 'PENDING' && (
                      <Button
                        type="button"
                        variant="ghost"
                        aria-label={t('webhooks.log.redeliverLabel', { type: d.type, id: d._id })}
                        disabled={redeliver.isPending}
                        onClick={() =>
                          redeliver.mutate(d._id, {
                            onSuccess: () => toast.success(t('webhooks.log.queued')),
                            onError: (error) => toast.error(error.message),
                          })
                        }
                      >
                        {t('webhooks.log.redeliver')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PagedList>
  );
}
