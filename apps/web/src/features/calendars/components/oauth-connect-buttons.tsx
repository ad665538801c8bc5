import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button } from '../../ui/components/button';
import { oauthUsesQuery, useOAuthConnect } from '../queries';

const CALENDAR_USES: Array<{ id: string; label: DashboardKey }> = [
  { id: 'google-calendar', label: 'calendars.provider.google' },
  { id: 'microsoft-calendar', label: 'calendars.provider.microsoft' },
];

/**
 * Sign-in buttons for the calendar accounts this server can connect (Google, Microsoft): each
 * sends the browser to the provider's consent page. None shows when the server has no OAuth app.
 */
export function OAuthConnectButtons() {
  const t = useDashboardT();
  const uses = useQuery(oauthUsesQuery);
  const connect = useOAuthConnect();
  const offered = CALENDAR_USES.filter((u) => uses.data?.uses.some((v) => v.id === u.id));
  if (offered.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-gray-600">{t('calendars.signInToConnect')}</span>
      {offered.map((use) => (
        <Button
          key={use.id}
          variant="secondary"
          isLoading={connect.isPending && connect.variables === use.id}
          loadingText={t('calendars.openingSignIn')}
          disabled={connect.isPending}
          onClick={() => connect.mutate(use.id, { onError: (error) => toast.error(error.message) })}
        >
          {t(use.label)}
        </Button>
      ))}
    </div>
  );
}
