import type { PaymentMethod } from '@kairos/core/events/payment-schema';

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

const METHOD_HINTS: Partial<Record<PaymentMethod, string>> = {
  STRIPE: 'You pay on a secure checkout page, then come back here.',
  DEBIT_CREDIT: 'You pay on a secure checkout page, then come back here.',
  UPI: 'Pay with any UPI app, then enter the 12-digit transaction reference.',
  BANK_TRANSFER: 'The host confirms your booking once the transfer arrives.',
  CASH: 'The host confirms your booking once you have paid.',
  LATER: 'Book now and pay the host later.',
};

/** The details step's payment choice: one radio per method the event offers, with the price. */
export function PaymentField(props: {
  methods: PaymentMethod[];
  price: string;
  value: PaymentMethod | null;
  error: string | undefined;
  onChange: (method: PaymentMethod) => void;
}) {
  const errorId = 'payment-method-error';
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={props.error ? errorId : undefined}
      aria-invalid={props.error ? true : undefined}
    >
      <legend className="mb-1 font-medium text-sm">
        Payment <span className="font-normal text-(--pb-muted)">· {props.price}</span>
      </legend>
      {props.methods.length === 0 && (
        <p className="rounded-lg border border-(--pb-border) p-3 text-(--pb-muted) text-sm">
          The host has not finished setting up payment for this event, so it cannot be booked yet. Please
          contact them.
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
              <span className="block font-medium">{METHOD_LABELS[method]}</span>
              {METHOD_HINTS[method] && (
                <span className="block text-(--pb-muted) text-xs">{METHOD_HINTS[method]}</span>
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
