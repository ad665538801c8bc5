import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../i18n/dashboard-i18n';

/** The providers' names, which stay as they are in every language. */
const PROVIDERS: Array<[prefix: string, name: string]> = [
  ['google', 'Google'],
  ['microsoft', 'Microsoft'],
  ['zoom', 'Zoom'],
];

/**
 * Back from a provider's consent page (`?connected=<use>` or `?connectError=<message>`): says how
 * it went once, then takes the parameters off the address so a reload does not say it again.
 */
export function useOAuthReturn(): void {
  const t = useDashboardT();
  useEffect(() => {
    const url = new URL(window.location.href);
    const connected = url.searchParams.get('connected');
    const error = url.searchParams.get('connectError');
    if (!connected && !error) return;
    if (error) toast.error(error);
    else {
      const provider = PROVIDERS.find(([prefix]) => connected?.startsWith(prefix))?.[1];
      toast.success(
        provider ? t('integrations.signedInWith', { provider }) : t('integrations.accountConnected'),
      );
    }
    url.searchParams.delete('connected');
    url.searchParams.delete('connectError');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [t]);
}
