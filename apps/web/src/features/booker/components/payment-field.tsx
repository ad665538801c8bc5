import type { PaymentMethod } from '@kairos/core/events/payment-schema';
import type { MessageKey } from '@kairos/core/i18n/catalogues/en';
import type { Translate } from '@kairos/core/i18n/translate';
import { useT } from '../../i18n/i18n-context';

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  STRIPE: 'Card (Stripe)',
  DEBIT_CREDIT: 'Debit or credit card',
  PAYPAL: 'PayPal',
  RAZORPAY: 'Razorpay',
  UPI: 'UPI',
  BANK_TRANSFER: 'Bank transfer',
  CASH: 'Cash',
  LATER: 'Pay later',
};

/** The methods' names on the booking page, in its language (brand names stay as they are). */
const METHOD_LABEL_KEYS: Partial<Record<PaymentMethod, MessageKey>> = {
  STRIPE: 'payment.method.card',
  DEBIT_CREDIT: 'payment.method.debitCredit',
  BANK_TRANSFER: 'payment.method.bankTransfer',
  CASH: 'payment.method.cash',
  LATER: 'payment.method.later',
};

const METHOD_HINTS: Partial<Record<PaymentMethod, MessageKey>> = {
  STRIPE: 'payment.hint.checkout',
  DEBIT_CREDIT: 'payment.hint.checkout',
  UPI: 'payment.hint.upi',
  BANK_TRANSFER: 'payment.hint.bankTransfer',
  CASH: 'payment.hint.cash',
  LATER: 'payment.hint.later',
};

/** The details step's payment choice: one radio per method the event offers, with the price. */
export function PaymentField(props: {
  methods: PaymentMethod[];
  price: string;
  value: PaymentMethod | null;
  error: string | undefined;
  onChange: (method: PaymentMethod) => void;
}) {
  const t = useT();
  const errorId = 'payment-method-error';
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={props.error ? errorId : undefined}
      aria-invalid={props.error ? true : undefined}
    >
      <legend className="mb-1 font-medium text-sm">
        {t('payment.legend')} <span className="font-normal text-(--pb-muted)">· {props.price}</span>
      </legend>
      {props.methods.length === 0 && (
        <p className="rounded-lg border border-(--pb-border) p-3 text-(--pb-muted) text-sm">
          {t('payment.notSetUp')}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {props.methods.map((method) => (
          <label
            key={method}
            className="flex cursor-pointer items-start gap-2.5 rounded-lg border border-(--pb-border) p-3 text-sm has-checked:border-(--pb-brand) has-checked:bg-(--pb-brand-soft)"
          >
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={props.value === method}
              onChange={() => props.onChange(method)}
              className="mt-0.5"
            />
            <span>
              <span className="block font-medium">{methodLabel(method, t)}</span>
              {methodHint(method, t) && (
                <span className="block text-(--pb-muted) text-xs">{methodHint(method, t)}</span>
              )}
            </span>
          </label>
        ))}
      </div>
      {props.error && (
        <p id={errorId} data-error className="text-red-700 text-sm">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}

function methodLabel(method: PaymentMethod, t: Translate): string {
  const key = METHOD_LABEL_KEYS[method];
  return key ? t(key) : METHOD_LABELS[method];
}

function methodHint(method: PaymentMethod, t: Translate): string | null {
  const key = METHOD_HINTS[method];
  return key ? t(key) : null;
}
