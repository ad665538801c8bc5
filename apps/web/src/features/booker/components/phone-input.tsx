import { PHONE_INPUT_MAX_LENGTH } from '@kairos/core/constants';
import { filterPhoneInput } from '@kairos/core/questions/phone-input';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { ChevronDownIcon } from '../../ui/components/icons';
import type { CountryOption } from '../phone-countries';
import { withCallingCode } from '../phone-prefix';
import { type FieldIds, INPUT_CLASS, INPUT_LOOK } from './form-field';

interface PhoneInputProps {
  ids: FieldIds;
  label: string;
  value: string;
  country: string;
  required: boolean;
  locale: string;
  onChange: (patch: { text?: string; country?: string }) => void;
}

/**
 * A country picker beside the number. The number's text starts with the country's calling code
 * (`+91`), which the picker swaps; the phone library that lists the countries loads only here.
 */
export function PhoneInput({ ids, label, value, country, required, locale, onChange }: PhoneInputProps) {
  const t = useT();
  const [countries, setCountries] = useState<CountryOption[] | null>(null);
  useEffect(() => {
    let active = true;
    void import('../phone-countries').then((module) => {
      if (active) setCountries(module.listCountries(locale));
    });
    return () => {
      active = false;
    };
  }, [locale]);

  const codeOf = (code: string) => countries?.find((option) => option.code === code)?.callingCode ?? null;
  const callingCode = codeOf(country);

  // An untouched field starts with the calling code, as the public form's does.
  useEffect(() => {
    if (callingCode && value === '') onChange({ text: `+${callingCode}` });
  }, [callingCode, value, onChange]);

  return (
    <div className="flex gap-2">
      {/* The native list (best on phones) under a compact face showing the country and its code. */}
      <div
        className={`${INPUT_LOOK} relative flex w-26 shrink-0 items-center justify-between gap-1 px-2.5 has-focus-visible:outline-2 has-focus-visible:outline-(--pb-brand)`}
      >
        <span aria-hidden="true" className="truncate tabular-nums">
          {country}
          {callingCode ? ` +${callingCode}` : ''}
        </span>
        <ChevronDownIcon className="size-4 shrink-0 text-(--pb-muted)" />
        <select
          aria-label={t('booker.phoneCountry', { label })}
          value={country}
          disabled={!countries}
          onChange={(event) => {
            const next = event.target.value;
            const nextCode = codeOf(next);
            onChange({
              country: next,
              ...(nextCode ? { text: withCallingCode(value, callingCode, nextCode) } : {}),
            });
          }}
          className="absolute inset-0 cursor-pointer opacity-0"
        >
          {(countries ?? [{ code: country, name: country, callingCode: '' }]).map((option) => (
            <option key={option.code} value={option.code}>
              {`${option.name}${option.callingCode ? ` (+${option.callingCode})` : ''}`}
            </option>
          ))}
        </select>
      </div>
      <input
        id={ids.inputId}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('booker.placeholder.phone')}
        maxLength={PHONE_INPUT_MAX_LENGTH}
        value={value}
        aria-invalid={ids.isInvalid || undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        onChange={(event) => onChange({ text: filterPhoneInput(event.target.value) })}
        className={`${INPUT_CLASS} min-w-0 flex-1`}
      />
    </div>
  );
}
