import { type EventLanguage, LOCALE_NAMES, LOCALES } from '@kairos/core/i18n/locales';
import { CheckboxField } from '../../../ui/components/checkbox-field';
import { FormSection } from '../../../ui/components/form-section';
import { NumberField } from '../../../ui/components/number-field';
import { RadioGroupField } from '../../../ui/components/radio-group-field';
import { SelectField } from '../../../ui/components/select-field';
import { SwitchField } from '../../../ui/components/switch-field';
import { TextareaField } from '../../../ui/components/textarea-field';
import type { EventDraft } from '../../event-draft';
import { DurationInput } from './duration-input';
import type { SectionProps } from './section-props';

type Confirmation = EventDraft['bookingConfirmation'];
type Terms = EventDraft['termsAndCondition'];

const LANGUAGE_OPTIONS = [
  { value: 'BROWSER', label: 'The visitor’s browser language' },
  ...LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
];

/** Host confirmation, terms, email verification and guests. */
export function BookingSection({ draft, change, errors }: SectionProps) {
  const confirmation = draft.bookingConfirmation;
  const terms = draft.termsAndCondition;
  const setConfirmation = (patch: Partial<Confirmation>) =>
    change({ bookingConfirmation: { ...confirmation, ...patch } });
  const setTerms = (patch: Partial<Terms>) => change({ termsAndCondition: { ...terms, ...patch } });

  return (
    <div className="space-y-6">
      <FormSection
        title="Requires confirmation"
        description="Bookings wait for you to confirm or reject them."
        action={
          <SwitchField
            label="Requires confirmation"
            hideLabel
            isSelected={confirmation.enable}
            onChange={(enable) => setConfirmation({ enable })}
          />
        }
      >
        {confirmation.enable ? (
          <>
            <RadioGroupField
              label="Which bookings"
              value={confirmation.type}
              options={[
                { value: 'ALL', label: 'Every booking' },
                {
                  value: 'LESS_THAN',
                  label: 'Short-notice bookings',
                  description: 'Booked less than a set time ahead.',
                },
              ]}
              onChange={(type) => setConfirmation({ type })}
            />
            {confirmation.type === 'LESS_THAN' && (
              <DurationInput
                label="Booked less than this far ahead"
                name="bookingConfirmation.lessThanNotice"
                value={confirmation.lessThanNotice}
                onChange={(lessThanNotice) => setConfirmation({ lessThanNotice })}
                error={errors['bookingConfirmation.lessThanNotice']}
              />
            )}
            <CheckboxField
              label="Hold the time while unconfirmed"
              description="Nobody else can book it until you decide."
              checked={confirmation.blockUnconfirmedSlots}
              onChange={(blockUnconfirmedSlots) => setConfirmation({ blockUnconfirmedSlots })}
            />
            <CheckboxField
              label="Only for bookings without an online payment"
              description="A visitor who pays online (card, PayPal, Razorpay or UPI) is booked once paid; free bookings and those paid by transfer, in cash or later wait for you."
              checked={confirmation.enableOnlyForFreeProviders}
              onChange={(enableOnlyForFreeProviders) => setConfirmation({ enableOnlyForFreeProviders })}
            />
          </>
        ) : (
          <p className="text-sm text-gray-600">Bookings are confirmed at once.</p>
        )}
      </FormSection>

      <FormSection
        title="Terms and conditions"
        action={
          <SwitchField
            label="Show terms and conditions"
            hideLabel
            isSelected={terms.enable}
            onChange={(enable) => setTerms({ enable })}
          />
        }
      >
        {terms.enable ? (
          <>
            <TextareaField
              label="Terms"
              name="termsAndCondition.text"
              value={terms.text}
              onChange={(event) => setTerms({ text: event.target.value })}
              error={errors['termsAndCondition.text']}
            />
            <CheckboxField
              label="Attendees must accept them to book"
              checked={terms.required}
              onChange={(required) => setTerms({ required })}
            />
          </>
        ) : (
          <p className="text-sm text-gray-600">No terms are shown.</p>
        )}
      </FormSection>

      <FormSection
        title="Language"
        description="The booking pages and the visitor’s emails use it; visitors can still pick another on the page."
      >
        <SelectField
          label="Booking page language"
          name="language"
          options={LANGUAGE_OPTIONS}
          value={draft.language}
          onChange={(event) => change({ language: event.target.value as EventLanguage })}
          error={errors.language}
        />
      </FormSection>

      <FormSection title="Attendees">
        <SwitchField
          label="Verify the attendee’s email"
          description="Attendees enter a code sent to their address before booking."
          isSelected={draft.attendeeEmailVerification}
          onChange={(attendeeEmailVerification) => change({ attendeeEmailVerification })}
        />
        <SwitchField
          label="Let attendees add guests"
          isSelected={draft.allowAttendeesToAddGuests}
          onChange={(allowAttendeesToAddGuests) =>
            change({
              allowAttendeesToAddGuests,
              ...(allowAttendeesToAddGuests && draft.guestLimit < 1 ? { guestLimit: 5 } : {}),
            })
          }
        />
        {draft.allowAttendeesToAddGuests && (
          <NumberField
            label="Guests per booking"
            name="guestLimit"
            min={1}
            max={50}
            value={draft.guestLimit}
            onValueChange={(value) => change({ guestLimit: value ?? Number.NaN })}
            error={errors.guestLimit}
            className="max-w-xs"
          />
        )}
        {/* Only a round robin has a host to choose: a collective meeting has every host. */}
        {draft.type === 'ROUNDROBIN' && (
          <SwitchField
            label="Let attendees choose the host"
            description="The booking page offers Any available host, or one host and only their times."
            isSelected={draft.allowAttendeeToSelectHost}
            onChange={(allowAttendeeToSelectHost) => change({ allowAttendeeToSelectHost })}
          />
        )}
      </FormSection>
    </div>
  );
}
