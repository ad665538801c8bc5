import { useQuery } from '@tanstack/react-query';
import { CalendarsCard } from '../../calendars/components/calendars-card';
import { GoogleSheetsCard } from '../../google-sheets/components/google-sheets-card';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { MailchimpCard } from '../../mailchimp/components/mailchimp-card';
import { Skeleton } from '../../ui/components/skeleton';
import { ZoomCard } from '../../video/components/zoom-card';
import { WebhooksCard } from '../../webhooks/components/webhooks-card';
import { whatsappChannelQuery } from '../queries';
import { useOAuthReturn } from '../use-oauth-return';
import { PaymentAccountCards } from './payment-account-cards';
import { TrackerAppsCard } from './tracker-apps-card';
import { WhatsappChannelCard } from './whatsapp-channel-card';

/** Apps & integrations: the messaging channels and services the workspace connects. */
export function IntegrationsPage() {
  const t = useDashboardT();
  const channel = useQuery(whatsappChannelQuery);
  useOAuthReturn();
  return (
    <>
      <title>{t('integrations.documentTitle')}</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('integrations.title')}</h1>
        <p className="mt-1 text-sm text-gray-600">{t('integrations.intro')}</p>
      </header>
      <div className="mt-6 max-w-3xl space-y-6">
        {channel.isPending ? (
          <Skeleton className="h-72" />
        ) : channel.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
            {channel.error.message}
          </p>
        ) : (
          <WhatsappChannelCard
            key={channel.data.channel?.updatedAt ?? 'new'}
            channel={channel.data.channel}
          />
        )}
        <MailchimpCard />
        <GoogleSheetsCard />
        <WebhooksCard />
        <TrackerAppsCard />
        <CalendarsCard />
        <ZoomCard />
        <PaymentAccountCards />
      </div>
    </>
  );
}
