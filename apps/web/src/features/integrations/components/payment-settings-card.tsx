import { PaymentSettingsFormSchema } from '@kairos/core/payments/payment-api-schema';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { FormAlert } from '../../session/components/form-alert';
import { useCheckedSubmit } from '../../session/use-checked-submit';
import { Button } from '../../ui/components/button';
import { FormSection } from '../../ui/components/form-section';
import { Skeleton } from '../../ui/components/skeleton';
import { TextField } from '../../ui/components/text-field';
import { paymentSettingsQuery, useSavePaymentSettings } from '../payment-accounts';

/** How long a booking waiting for an online payment (or a UPI reference) keeps its time. */
export function PaymentSettingsCard() {
  const t = useDashboardT();
  const settings = useQuery(paymentSettingsQuery);
  const save = useSavePaymentSettings();
  const { errors, handleSubmit } = useCheckedSubmit({
    schema: PaymentSettingsFormSchema,
    fields: ['holdMinutes'] as const,
    send: (body, { onError }) =>
      save.mutate(body, { onSuccess: () => toast.success(t('integrations.hold.saved')), onError }),
  });
  if (settings.isPending) return <Skeleton className="h-40" />;
  if (settings.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-700 text-sm">
        {t('integrations.hold.loadFailed', { reason: settings.error.message })}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit} aria-label={t('integrations.hold.title')}>
      <FormSection title={t('integrations.hold.title')} description={t('integrations.hold.description')}>
        <FormAlert message={errors.form} />
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            key={settings.data.holdMinutes}
            label={t('integrations.hold.minutes')}
            name="holdMinutes"
            type="number"
            inputMode="numeric"
            min={5}
            max={1440}
            step={1}
            defaultValue={settings.data.holdMinutes}
            hint={t('integrations.hold.minutesHint', { min: '5', max: '1440', default: '15' })}
            error={errors.fields.holdMinutes}
            className="w-full sm:w-64"
          />
          <Button
            type="submit"
            isLoading={save.isPending}
            loadingText={t('integrations.hold.saving')}
            className="sm:mb-6"
          >
            {t('integrations.hold.save')}
          </Button>
        </div>
      </FormSection>
    </form>
  );
}
