import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';

/** A payment provider as the workspace is connected to it (`GET /payments/accounts`); never a secret. */
export interface PaymentAccount {
  provider: 'stripe' | 'paypal' | 'razorpay';
  available: boolean;
  connected: boolean;
  /** What may be shown of the credentials: mode, key id, last digits. */
  details: Record<string, string>;
  /** The address to give the provider for its webhooks. */
  webhookUrl: string;
  updatedAt: string | null;
}

const KEY = ['payment-accounts'] as const;

export const paymentAccountsQuery = queryOptions({
  queryKey: KEY,
  queryFn: ({ signal }) => bookingsApi.get<{ accounts: PaymentAccount[] }>('/payments/accounts', { signal }),
});

/** Connects a provider or replaces its credentials (`PUT /payments/accounts/{provider}`). */
export function useSavePaymentAccount(provider: PaymentAccount['provider']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Record<string, string>) =>
      bookingsApi.put<{ account: PaymentAccount }>(`/payments/accounts/${provider}`, credentials),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRemovePaymentAccount(provider: PaymentAccount['provider']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bookingsApi.delete<{ deleted: true }>(`/payments/accounts/${provider}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

const SETTINGS_KEY = ['payment-settings'] as const;

/** How long an unpaid booking holds its slot (`GET /payments/settings`). */
export const paymentSettingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: ({ signal }) => bookingsApi.get<{ holdMinutes: number }>('/payments/settings', { signal }),
});

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { holdMinutes: number }) =>
      bookingsApi.put<{ holdMinutes: number }>('/payments/settings', body),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
