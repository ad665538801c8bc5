import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { FormAlert } from '../../session/components/form-alert';
import { useCheckedSubmit } from '../../session/use-checked-submit';
import { CopyButton } from '../../share-links-host/components/copy-button';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { FormSection } from '../../ui/components/form-section';
import { type PaymentAccount, useRemovePaymentAccount, useSavePaymentAccount } from '../payment-accounts';

export interface ProviderCardProps<TField extends string> {
  account: PaymentAccount;
  /** The provider's name (a brand, the same in every language). */
  title: string;
  description: string;
  schema: z.ZodType<Record<string, string>>;
  fields: readonly TField[];
  /** The fields, given the errors to show next to each. */
  renderFields: (errors: Partial<Record<TField, string>>) => ReactNode;
  /** What to set up at the provider for webhooks (shown with the address to copy). */
  webhookHelp: ReactNode;
}

/**
 * A payment provider's connection: its credentials (write-only: the secrets are cleared once
 * saved and never shown again), the webhook address to give the provider, and disconnecting.
 */
export function PaymentProviderCard<TField extends string>({
  account,
  title,
  description,
  schema,
  fields,
  renderFields,
  webhookHelp,
}: ProviderCardProps<TField>) {
  const t = useDashboardT();
  const save = useSavePaymentAccount(account.provider);
  const remove = useRemovePaymentAccount(account.provider);
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, handleSubmit } = useCheckedSubmit({
    schema,
    fields,
    send: (body, { onError }) =>
      save.mutate(body, {
        onSuccess: () => {
          toast.success(t('integrations.payment.connectedToast', { provider: title }));
          for (const input of formRef.current?.querySelectorAll<HTMLInputElement>('input[type="password"]') ??
            []) {
            input.value = '';
          }
        },
        onError,
      }),
  });
  const mode = account.details.mode;

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-label={title}>
      <FormSection
        title={title}
        description={description}
        action={
          account.connected ? (
            <Badge tone="green">
              {mode ? t('integrations.payment.connectedMode', { mode }) : t('integrations.payment.connected')}
            </Badge>
          ) : (
            <Badge>{t('integrations.payment.notConnected')}</Badge>
          )
        }
      >
        <FormAlert message={errors.form} />
        {account.connected && (
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {Object.entries(account.details).map(([key, value]) => (
              <div key={key} className="flex gap-2">
                <dt className="text-gray-500">{key}</dt>
                <dd className="font-mono text-gray-900">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {renderFields(errors.fields)}
        <div className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700">
          <p className="font-medium text-gray-900">{t('integrations.payment.webhookAddress')}</p>
          <div className="mt-1.5 flex flex-wrap items-center gap-2">
            <code className="min-w-0 flex-1 break-all text-xs">{account.webhookUrl}</code>
            <CopyButton
              text={account.webhookUrl}
              srSuffix={t('integrations.payment.webhookAddressOf', { provider: title })}
            />
          </div>
          <p className="mt-2 text-gray-600">{webhookHelp}</p>
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          {account.connected && (
            <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
              {t('integrations.payment.disconnect')}
            </Button>
          )}
          <Button type="submit" isLoading={save.isPending} loadingText={t('integrations.payment.saving')}>
            {account.connected
              ? t('integrations.payment.replace')
              : t('integrations.payment.connect', { provider: title })}
          </Button>
        </div>
      </FormSection>
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        title={t('integrations.payment.disconnectTitle', { provider: title })}
        message={t('integrations.payment.disconnectMessage', { provider: title })}
        confirmLabel={t('integrations.payment.disconnectConfirm', { provider: title })}
        isOpen={confirming}
        isPending={remove.isPending}
        isDestructive
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('integrations.payment.disconnected', { provider: title }));
            },
            onError: (error) => {
              setConfirming(false);
              toast.error(error.message);
            },
          })
        }
      />
    </form>
  );
}
