import { useEffect } from 'react';
import toast from 'react-hot-toast';

const PROVIDERS: Array<[prefix: string, label: string]> = [
  ['google', 'Google'],
  ['microsoft', 'Microsoft'],
  ['zoom', 'Zoom'],
];

/**
 * Back from a provider's consent page (`?connected=<use>` or `?connectError=<message>`): says how
 * it went once, then takes the parameters off the address so a reload does not say it again.
 */
export function useOAuthReturn(): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    const connected = url.searchParams.get('connected');
    const error = url.searchParams.get('connectError');
    if (!connected && !error) return;
    if (error) toast.error(error);
    else {
      const provider = PROVIDERS.find(([prefix]) => connected?.startsWith(prefix))?.[1];
      toast.success(provider ? `Signed in with ${provider}` : 'Account connected');
    }
    url.searchParams.delete('connected');
    url.searchParams.delete('connectError');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
}
