import { PaymentSettingsFormSchema } from '@kairos/core/payments/payment-api-schema';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { FormAlert } from '../../session/components/form-alert';
import { useCheckedSubmit } from '../../session/use-checked-submit';
import { Button } from '../../ui/components/button';
import { FormSection } from '../../ui/components/form-section';
import { Skeleton } from '../../ui/components/skeleton';
import { TextField } from '../../ui/components/text-field';
import { paymentSettingsQuery, useSavePaymentSettings } from '../payment-accounts';

/** How long a booking waiting for an online payment (or a UPI reference) keeps its time. */
export function PaymentSettingsCard() {
  const settings = useQuery(paymentSettingsQuery);
  const save = useSavePaymentSettings();
  const { errors, handleSubmit } = useCheckedSubmit({
    schema: PaymentSettingsFormSchema,
    fields: ['holdMinutes'] as const,
    send: (body, { onError }) =>
      save.mutate(body, { onSuccess: () => toast.success('Payment hold saved'), onError }),
  });
  if (settings.isPending) return <Skeleton className="h-40" />;
  if (settings.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-700 text-sm">
        Could not load the payment settings: {settings.error.message}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Payment hold">
      <FormSection
        title="Payment hold"
        description="While a visitor pays online or gives a UPI reference, their time stays held for them. When the hold runs out unpaid, the time is freed and the visitor told; nothing is charged."
      >
        <FormAlert message={errors.form} />
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            key={settings.data.holdMinutes}
            label="Hold time (minutes)"
            name="holdMinutes"
            type="number"
            inputMode="numeric"
            min={5}
            max={1440}
            step={1}
            defaultValue={settings.data.holdMinutes}
            hint="From 5 to 1440 minutes; 15 by default."
            error={errors.fields.holdMinutes}
            className="w-full sm:w-64"
          />
          <Button type="submit" isLoading={save.isPending} loadingText="Saving…" className="sm:mb-6">
            Save hold time
          </Button>
        </div>
      </FormSection>
    </form>
  );
}
