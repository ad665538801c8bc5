import type { PublicEvent, PublicEvent as PublicEventType } from '@kairos/core/events/public-event-schema';
import { useId } from 'react';
import { useT } from '../../i18n/i18n-context';
import { CloseIcon, PlusIcon } from '../../ui/components/icons';
import { type BookingDraft, type FieldErrors, fieldKey, type ModeChoice } from '../booking-draft';
import { sayMode } from '../mode-labels';
import { FormField, INPUT_CLASS } from './form-field';
import { ModeIcon } from './mode-icon';
import { PhoneInput } from './phone-input';
import { RichText } from './rich-text';

type Patch = (patch: Partial<BookingDraft>) => void;

/** Guests' emails, up to the event's limit. */
export function GuestFields({
  draft,
  errors,
  limit,
  onChange,
}: {
  draft: BookingDraft;
  errors: FieldErrors;
  limit: number;
  onChange: Patch;
}) {
  const id = useId();
  const t = useT();
  const guests = draft.guests;
  const canAdd = limit <= 0 || guests.length < limit;
  const setGuest = (index: number, value: string) =>
    onChange({ guests: guests.map((g, i) => (i === index ? value : g)) });
  return (
    <div className="flex flex-col gap-2">
      {guests.length > 0 && (
        <p id={id} className="font-medium text-sm">
          {t('booker.guests')}
        </p>
      )}
      {guests.map((guest, index) => {
        const error = errors[fieldKey.guest(index)];
        const errorId = `${id}-error-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: guests are edited in place; the position is their identity.
          <div key={index} data-field-error={error ? true : undefined}>
            <div className="flex gap-2">
              <input
                type="email"
                aria-label={t('booker.guestEmail', { number: index + 1 })}
                placeholder="guest@example.com"
                autoComplete="off"
                value={guest}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => setGuest(index, event.target.value)}
                className={INPUT_CLASS}
              />
              <button
                type="button"
                aria-label={t('booker.removeGuest', { number: index + 1 })}
                onClick={() => onChange({ guests: guests.filter((_, i) => i !== index) })}
                className="grid size-9 shrink-0 place-items-center rounded-lg border border-(--pb-border) hover:border-(--pb-brand)"
              >
                <CloseIcon className="size-4" />
              </button>
            </div>
            {error && (
              <p id={errorId} className="mt-1.5 text-red-700 text-sm">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {canAdd && (
        <button
          type="button"
          onClick={() => onChange({ guests: [...guests, ''] })}
          className="inline-flex items-center gap-1.5 self-start rounded-lg px-1 py-1 font-medium text-sm underline-offset-2 hover:underline"
        >
          <PlusIcon className="size-4" />
          {guests.length === 0 ? t('booker.addGuests') : t('booker.addAnotherGuest')}
        </button>
      )}
      {limit > 0 && guests.length > 0 && (
        <p className="text-(--pb-muted) text-xs">{t('booker.guestLimit', { limit })}</p>
      )}
    </div>
  );
}

interface ModeFieldsProps {
  choice: ModeChoice;
  draft: BookingDraft;
  errors: FieldErrors;
  locale: string;
  onChange: Patch;
}

/** Where to meet: a choice when there are several locations, then the visitor's place or number. */
export function ModeFields({ choice, draft, errors, locale, onChange }: ModeFieldsProps) {
  const t = useT();
  const key = choice.fixed?.key ?? draft.modeKey;
  return (
    <>
      {choice.options.length > 0 && (
        <FormField label={t('booker.location')} required asGroup error={errors[fieldKey.mode]}>
          {() => (
            <div className="grid gap-2 sm:grid-cols-2">
              {choice.options.map((mode: PublicEventType['modes'][number]) => (
                <label
                  key={`${mode.key}-${mode.value ?? ''}`}
                  className="flex cursor-pointer items-center gap-2.5 rounded-lg border border-(--pb-border) px-3 py-2 text-sm has-checked:border-(--pb-brand) has-checked:bg-(--pb-brand-soft)"
                >
                  <input
                    type="radio"
                    name="booking-mode"
                    checked={draft.modeKey === mode.key}
                    onChange={() => onChange({ modeKey: mode.key, modeValue: '' })}
                    className="size-4 accent-(--pb-brand)"
                  />
                  <ModeIcon mode={mode.key} className="size-4 shrink-0 text-(--pb-muted)" />
                  <span className="min-w-0 break-words">{sayMode(t, mode)}</span>
                </label>
              ))}
            </div>
          )}
        </FormField>
      )}
      {key === 'ASK_INVITEE' && (
        <FormField label={t('booker.whereToMeet')} required error={errors[fieldKey.modeValue]}>
          {(ids) => (
            <input
              id={ids.inputId}
              type="text"
              maxLength={1000}
              placeholder={t('booker.wherePlaceholder')}
              value={draft.modeValue}
              aria-invalid={ids.isInvalid || undefined}
              aria-describedby={ids.describedBy}
              aria-required
              onChange={(event) => onChange({ modeValue: event.target.value })}
              className={INPUT_CLASS}
            />
          )}
        </FormField>
      )}
      {key === 'PHONE_NUMBER' && (
        <FormField
          label={t('booker.yourPhone')}
          required
          hint={t('booker.phoneCallHint')}
          error={errors[fieldKey.modeValue]}
        >
          {(ids) => (
            <PhoneInput
              ids={ids}
              label={t('booker.yourPhone')}
              value={draft.modeValue}
              country={draft.modeCountry}
              required
              locale={locale}
              onChange={(patch) =>
                onChange({
                  ...(patch.text !== undefined ? { modeValue: patch.text } : {}),
                  ...(patch.country !== undefined ? { modeCountry: patch.country } : {}),
                })
              }
            />
          )}
        </FormField>
      )}
    </>
  );
}

/** The host's terms, to accept before booking when they are required. */
export function TermsField({
  terms,
  draft,
  errors,
  onChange,
}: {
  terms: PublicEvent['termsAndCondition'];
  draft: BookingDraft;
  errors: FieldErrors;
  onChange: Patch;
}) {
  const id = useId();
  const t = useT();
  const error = errors[fieldKey.terms];
  return (
    <div data-field-error={error ? true : undefined}>
      <div className="max-h-32 overflow-y-auto rounded-lg border border-(--pb-border) px-3 py-2 text-(--pb-muted) text-xs leading-relaxed">
        <RichText text={terms.text} />
      </div>
      <label className="mt-2 flex cursor-pointer items-start gap-2.5 text-sm">
        <input
          type="checkbox"
          checked={draft.termsAccepted}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required={terms.required || undefined}
          onChange={(event) => onChange({ termsAccepted: event.target.checked })}
          className="mt-0.5 size-4 accent-(--pb-brand)"
        />
        <span>
          {t('booker.acceptTerms')}
          {terms.required && (
            <span aria-hidden="true" className="ms-0.5 text-red-700">
              *
            </span>
          )}
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
