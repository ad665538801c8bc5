import { filterPhoneInput } from '@kairos/core/questions/phone-input';

/**
 * A phone field's text carries its country's calling code, as the public form's field does:
 * picking a country puts `+91` in front, and a number left at that is empty (spec section 5).
 */
export function withCallingCode(text: string, previousCode: string | null, nextCode: string): string {
  const value = filterPhoneInput(text);
  const rest =
    previousCode && value.startsWith(`+${previousCode}`) ? value.slice(previousCode.length + 1) : value;
  if (rest.startsWith('+')) return rest;
  return `+${nextCode}${rest.replace(/^0+/, '')}`;
}
