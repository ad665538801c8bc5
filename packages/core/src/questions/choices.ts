/**
 * How a multiple-choice answer (CHECKBOX, MULTI_SELECT) travels in the answer string.
 *
 * The chosen options are sent as a JSON array of strings, in the order they were picked:
 * `["Morning","others"]`. Option texts are free text (up to 500 characters) and may hold
 * commas, so a ', '-joined string could not be split back; JSON can. No choice at all is
 * the empty string, so "empty" means the same thing for every question type.
 * Single-choice questions (RADIO, DROPDOWN) send the option text itself.
 */

/** The value of the 'Others' option; its text goes in `otherAnswer`. */
export const OTHERS_OPTION = 'others';

/** The chosen options as the answer string: `''` for none, else a JSON array. */
export function encodeChoices(choices: readonly string[]): string {
  return choices.length === 0 ? '' : JSON.stringify(choices);
}

function parseJsonList(text: string): string[] | null {
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  } catch {
    // Not JSON: read below as a single option.
  }
  return null;
}

/**
 * The chosen options of an answer string. Blank is no choice; a JSON array of strings is
 * the list; any other text is read as one option, so a lone option text (as a RADIO
 * answer would be) still counts, and a malformed list shows up as an unknown option.
 */
export function decodeChoices(answer: string): string[] {
  const text = answer.trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    const list = parseJsonList(text);
    if (list) return list;
  }
  return [text];
}
