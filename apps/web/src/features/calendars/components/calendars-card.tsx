import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button } from '../../ui/components/button';
import { FormSection } from '../../ui/components/form-section';
import { Skeleton } from '../../ui/components/skeleton';
import { calendarConnectionsQuery } from '../queries';
import { ConnectCalendarDialog } from './connect-calendar-dialog';
import { ConnectionItem } from './connection-item';
import { MeetingFeedSection } from './meeting-feed-section';
import { OAuthConnectButtons } from './oauth-connect-buttons';

/** Apps & integrations › Calendars: the signed-in host's own calendars and meetings feed. */
export function CalendarsCard() {
  const t = useDashboardT();
  const connections = useQuery(calendarConnectionsQuery);
  const [connecting, setConnecting] = useState(false);

  return (
    <FormSection
      title={t('calendars.title')}
      description={t('calendars.description')}
      action={
        <Button type="button" onClick={() => setConnecting(true)}>
          {t('calendars.connectOther')}
        </Button>
      }
    >
      <OAuthConnectButtons />
      {connections.isPending ? (
        <Skeleton className="h-24" />
      ) : connections.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
          {connections.error.message}
        </p>
      ) : connections.data.connections.length === 0 ? (
        <p className="text-sm text-gray-600">{t('calendars.none')}</p>
      ) : (
        <ul className="divide-y divide-gray-100" aria-label={t('calendars.connected')}>
          {connections.data.connections.map((connection) => (
            <ConnectionItem key={connection.id} connection={connection} />
          ))}
        </ul>
      )}
      <MeetingFeedSection />
      {connecting && <ConnectCalendarDialog onClose={() => setConnecting(false)} />}
    </FormSection>
  );
}
