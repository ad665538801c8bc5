import { PAYMENT_METHODS } from '@kairos/core/events/payment-schema';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { PAYMENT_METHOD_KEYS } from '../../../transactions/transaction-view';
import { CheckboxField } from '../../../ui/components/checkbox-field';
import { FormSection } from '../../../ui/components/form-section';
import { NumberField } from '../../../ui/components/number-field';
import { SwitchField } from '../../../ui/components/switch-field';
import { TextField } from '../../../ui/components/text-field';
import { TextareaField } from '../../../ui/components/textarea-field';
import type { EventDraft } from '../../event-draft';
import { formatDuration } from '../../minutes-unit';
import { methodNote } from '../../payment-notes';
import type { SectionProps } from './section-props';

type Payment = EventDraft['payment'];

/** What the event costs, how attendees pay, and until when a cancellation is refunded. */
export function PaymentSection({ draft, change, errors }: SectionProps) {
  const t = useDashboardT();
  const payment = draft.payment;
  const set = (patch: Partial<Payment>) => change({ payment: { ...payment, ...patch } });
  const err = (path: string) => errors[`payment.${path}`];
  const priced = draft.allowAttendeeToSelectDuration ? draft.availableDuration : [];
  const priceOf = (duration: number) =>
    payment.paymentOnDuration.find((p) => p.duration === duration)?.amount;

  return (
    <FormSection
      title={t('eventTypes.payment.title')}
      description={t('eventTypes.payment.intro')}
      action={
        <SwitchField
          label={t('eventTypes.payment.take')}
          hideLabel
          isSelected={payment.enable}
          onChange={(enable) => set({ enable })}
        />
      }
    >
      {!payment.enable ? (
        <p className="text-sm text-gray-600">{t('eventTypes.payment.free')}</p>
      ) : (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <NumberField
              label={t('eventTypes.payment.price')}
              name="payment.amount"
              min={0}
              step={0.01}
              value={payment.amount}
              onValueChange={(amount) => set({ amount: amount ?? Number.NaN })}
              error={err('amount')}
            />
            <TextField
              label={t('eventTypes.payment.currency')}
              name="payment.currencyCode"
              maxLength={3}
              value={payment.currencyCode}
              onChange={(event) => set({ currencyCode: event.target.value.toUpperCase() })}
              hint={t('eventTypes.payment.currencyHint')}
              error={err('currencyCode')}
            />
          </div>
          {priced.length > 1 && (
            <fieldset>
              <legend className="text-sm font-medium text-gray-800">
                {t('eventTypes.payment.perDuration')}
              </legend>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                {priced.map((duration, index) => (
                  <NumberField
                    key={duration}
                    label={formatDuration(t, duration)}
                    min={0}
                    step={0.01}
                    suffix={payment.currencyCode}
                    value={priceOf(duration) ?? null}
                    onValueChange={(amount) =>
                      set({
                        paymentOnDuration: [
                          ...payment.paymentOnDuration.filter((p) => p.duration !== duration),
                          ...(amount === null ? [] : [{ duration, amount }]),
                        ].sort((a, b) => a.duration - b.duration),
                      })
                    }
                    error={err(`paymentOnDuration.${index}.amount`)}
                  />
                ))}
              </div>
            </fieldset>
          )}
          <fieldset aria-describedby={err('methods') ? 'payment-methods-error' : undefined}>
            <legend className="text-sm font-medium text-gray-800">{t('eventTypes.payment.methods')}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {PAYMENT_METHODS.map((method) => {
                const note = methodNote(t, method, payment.currencyCode, payment.methods.includes(method));
                return (
                  <CheckboxField
                    key={method}
                    label={t(PAYMENT_METHOD_KEYS[method])}
                    checked={payment.methods.includes(method)}
                    description={
                      note && (
                        <span className={note.isWarning ? 'text-amber-800' : undefined}>{note.text}</span>
                      )
                    }
                    onChange={(on) =>
                      set({
                        methods: on
                          ? [...payment.methods, method]
                          : payment.methods.filter((m) => m !== method),
                      })
                    }
                  />
                );
              })}
            </div>
            {err('methods') && (
              <p id="payment-methods-error" className="mt-1.5 text-sm text-red-700">
                {err('methods')}
              </p>
            )}
          </fieldset>
          {payment.methods.includes('UPI') && (
            <TextField
              label={t('eventTypes.payment.upiId')}
              name="payment.upiId"
              value={payment.upiId}
              onChange={(event) => set({ upiId: event.target.value })}
              error={err('upiId')}
            />
          )}
          <CheckboxField
            label={t('eventTypes.payment.required')}
            checked={payment.required}
            onChange={(required) => set({ required })}
          />
          <NumberField
            label={t('eventTypes.payment.refundCutoff')}
            name="payment.refundCutoffHours"
            min={0}
            max={24 * 365}
            step={1}
            suffix={t('eventTypes.payment.refundCutoffSuffix')}
            className="sm:max-w-sm"
            value={payment.refundCutoffHours}
            onValueChange={(hours) => set({ refundCutoffHours: hours ?? 0 })}
            hint={t('eventTypes.payment.refundCutoffHint')}
            error={err('refundCutoffHours')}
          />
          <TextareaField
            label={t('eventTypes.payment.terms')}
            rows={3}
            value={payment.terms}
            onChange={(event) => set({ terms: event.target.value })}
            error={err('terms')}
          />
        </>
      )}
    </FormSection>
  );
}
