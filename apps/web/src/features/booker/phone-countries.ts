import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

export interface CountryOption {
  code: string;
  name: string;
  callingCode: string;
}

/** Every country the phone library knows, by name in the visitor's language. Loaded with phone fields only. */
export function listCountries(locale: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  return getCountries()
    .map((code) => ({ code, name: names?.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
