import { currentZoneId } from '../../booker/timezones';
import { NumberField } from '../../ui/components/number-field';
import { SwitchField } from '../../ui/components/switch-field';
import { TextField } from '../../ui/components/text-field';
import type { ShareLinkFieldErrors, ShareLinkFormValues } from '../share-link-form';

interface ShareLinkFieldsProps {
  values: ShareLinkFormValues;
  errors: ShareLinkFieldErrors;
  /** The host's time zone: the expiry is typed and shown in it. */
  zone: string;
  onChange: (patch: Partial<ShareLinkFormValues>) => void;
}

const LEGEND = 'text-sm font-semibold text-gray-900';

/** The create form's fields: uses, expiry, the visitor's details, where to send them, a label. */
export function ShareLinkFields({ values, errors, zone, onChange }: ShareLinkFieldsProps) {
  const lockError = errors['preFill.disableChange'];
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          label="Limit"
          name="limit"
          suffix="bookings"
          min={0}
          value={values.limit}
          onValueChange={(limit) => onChange({ limit })}
          hint="0 means unlimited"
          error={errors.limit}
        />
        <TextField
          label="Expires"
          name="expireAt"
          type="datetime-local"
          value={values.expireAt}
          onChange={(event) => onChange({ expireAt: event.target.value })}
          hint={`Optional, in ${currentZoneId(zone)}. Empty never expires.`}
          error={errors.expireAt}
        />
      </div>
      <fieldset className="space-y-4">
        <legend className={LEGEND}>Pre-fill the visitor’s details</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Name"
            name="preFill.name"
            autoComplete="off"
            value={values.name}
            onChange={(event) => onChange({ name: event.target.value })}
            error={errors['preFill.name']}
          />
          <TextField
            label="Email"
            name="preFill.emailId"
            type="email"
            autoComplete="off"
            value={values.emailId}
            onChange={(event) => onChange({ emailId: event.target.value })}
            error={errors['preFill.emailId']}
          />
        </div>
        <div data-field="preFill.disableChange">
          <SwitchField
            label="Lock these for the visitor"
            isSelected={values.disableChange}
            onChange={(disableChange) => onChange({ disableChange })}
            description={
              lockError ? (
                <span className="text-red-700">{lockError}</span>
              ) : (
                'They book as this person and cannot change the name or email.'
              )
            }
          />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className={LEGEND}>Redirects</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="After booking, go to"
            name="redirects.onSuccessURL"
            type="url"
            placeholder="https://example.com/thanks"
            value={values.onSuccessURL}
            onChange={(event) => onChange({ onSuccessURL: event.target.value })}
            error={errors['redirects.onSuccessURL']}
          />
          <TextField
            label="After cancelling, go to"
            name="redirects.onCancelURL"
            type="url"
            placeholder="https://example.com/sorry"
            value={values.onCancelURL}
            onChange={(event) => onChange({ onCancelURL: event.target.value })}
            error={errors['redirects.onCancelURL']}
          />
        </div>
      </fieldset>
      <TextField
        label="Source label"
        name="source"
        placeholder="newsletter"
        value={values.source}
        onChange={(event) => onChange({ source: event.target.value })}
        hint="For your own records: where you shared it."
        error={errors.source}
      />
    </>
  );
}
