import { type EventLanguage, LOCALE_NAMES, LOCALES } from '@kairos/core/i18n/locales';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
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

/** Host confirmation, terms, email verification and guests. */
export function BookingSection({ draft, change, errors }: SectionProps) {
  const t = useDashboardT();
  const languageOptions = [
    { value: 'BROWSER', label: t('eventTypes.booking.browserLanguage') },
    ...LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
  ];
  const confirmation = draft.bookingConfirmation;
  const terms = draft.termsAndCondition;
  const setConfirmation = (patch: Partial<Confirmation>) =>
    change({ bookingConfirmation: { ...confirmation, ...patch } });
  const setTerms = (patch: Partial<Terms>) => change({ termsAndCondition: { ...terms, ...patch } });

  return (
    <div className="space-y-6">
      <FormSection
        title={t('eventTypes.booking.confirmation')}
        description={t('eventTypes.booking.confirmationIntro')}
        action={
          <SwitchField
            label={t('eventTypes.booking.confirmation')}
            hideLabel
            isSelected={confirmation.enable}
            onChange={(enable) => setConfirmation({ enable })}
          />
        }
      >
        {confirmation.enable ? (
          <>
            <RadioGroupField
              label={t('eventTypes.booking.which')}
              value={confirmation.type}
              options={[
                { value: 'ALL', label: t('eventTypes.booking.every') },
                {
                  value: 'LESS_THAN',
                  label: t('eventTypes.booking.shortNotice'),
                  description: t('eventTypes.booking.shortNoticeHint'),
                },
              ]}
              onChange={(type) => setConfirmation({ type })}
            />
            {confirmation.type === 'LESS_THAN' && (
              <DurationInput
                label={t('eventTypes.booking.lessThan')}
                name="bookingConfirmation.lessThanNotice"
                value={confirmation.lessThanNotice}
                onChange={(lessThanNotice) => setConfirmation({ lessThanNotice })}
                error={errors['bookingConfirmation.lessThanNotice']}
              />
            )}
            <CheckboxField
              label={t('eventTypes.booking.hold')}
              description={t('eventTypes.booking.holdHint')}
              checked={confirmation.blockUnconfirmedSlots}
              onChange={(blockUnconfirmedSlots) => setConfirmation({ blockUnconfirmedSlots })}
            />
            <CheckboxField
              label={t('eventTypes.booking.freeOnly')}
              description={t('eventTypes.booking.freeOnlyHint')}
              checked={confirmation.enableOnlyForFreeProviders}
              onChange={(enableOnlyForFreeProviders) => setConfirmation({ enableOnlyForFreeProviders })}
            />
          </>
        ) : (
          <p className="text-sm text-gray-600">{t('eventTypes.booking.atOnce')}</p>
        )}
      </FormSection>

      <FormSection
        title={t('eventTypes.booking.terms')}
        action={
          <SwitchField
            label={t('eventTypes.booking.showTerms')}
            hideLabel
            isSelected={terms.enable}
            onChange={(enable) => setTerms({ enable })}
          />
        }
      >
        {terms.enable ? (
          <>
            <TextareaField
              label={t('eventTypes.booking.termsText')}
              name="termsAndCondition.text"
              value={terms.text}
              onChange={(event) => setTerms({ text: event.target.value })}
              error={errors['termsAndCondition.text']}
            />
            <CheckboxField
              label={t('eventTypes.booking.mustAccept')}
              checked={terms.required}
              onChange={(required) => setTerms({ required })}
            />
          </>
        ) : (
          <p className="text-sm text-gray-600">{t('eventTypes.booking.noTerms')}</p>
        )}
      </FormSection>

      <FormSection
        title={t('eventTypes.booking.language')}
        description={t('eventTypes.booking.languageIntro')}
      >
        <SelectField
          label={t('eventTypes.booking.pageLanguage')}
          name="language"
          options={languageOptions}
          value={draft.language}
          onChange={(event) => change({ language: event.target.value as EventLanguage })}
          error={errors.language}
        />
      </FormSection>

      <FormSection title={t('eventTypes.booking.attendees')}>
        <SwitchField
          label={t('eventTypes.booking.verify')}
          description={t('eventTypes.booking.verifyHint')}
          isSelected={draft.attendeeEmailVerification}
          onChange={(attendeeEmailVerification) => change({ attendeeEmailVerification })}
        />
        <SwitchField
          label={t('eventTypes.booking.guests')}
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
            label={t('eventTypes.booking.guestLimit')}
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
            label={t('eventTypes.booking.chooseHost')}
            description={t('eventTypes.booking.chooseHostHint')}
            isSelected={draft.allowAttendeeToSelectHost}
            onChange={(allowAttendeeToSelectHost) => change({ allowAttendeeToSelectHost })}
          />
        )}
      </FormSection>
    </div>
  );
}
