/** Typed letters are gathered into one search until the typist pauses this long (spec section 9). */
export const TYPE_AHEAD_RESET_MS = 1000;

export interface TypeAhead {
  buffer: string;
  /** When the last letter was typed, in epoch milliseconds. */
  lastKeyAt: number;
}

export const EMPTY_TYPE_AHEAD: TypeAhead = { buffer: '', lastKeyAt: 0 };

/**
 * One typed character of a list's type-ahead: the new buffer, and the option it points at (or
 * -1). The search starts after `current` for a single repeated letter, so pressing "b" again
 * moves from "Blue" to "Brown"; a longer buffer may stay on `current` while it still matches.
 */
export function typeAhead(
  state: TypeAhead,
  key: string,
  now: number,
  labels: readonly string[],
  current: number,
): { state: TypeAhead; index: number } {
  const fresh = now - state.lastKeyAt >= TYPE_AHEAD_RESET_MS;
  const buffer = (fresh ? '' : state.buffer) + key.toLowerCase();
  const next = { buffer, lastKeyAt: now };
  const isRepeat = [...buffer].every((c) => c === buffer[0]);
  const search = isRepeat ? (buffer[0] ?? '') : buffer;
  const start = isRepeat ? current + 1 : Math.max(current, 0);
  for (let step = 0; step < labels.length; step += 1) {
    const index = (start + step) % labels.length;
    if (labels[index]?.toLowerCase().startsWith(search)) return { state: next, index };
  }
  return { state: next, index: -1 };
}

/** A picker's options; an empty value would be the same as nothing chosen, so it is refused. */
export function checkChoiceValues(values: readonly string[]): void {
  const empty = values.indexOf('');
  if (empty >= 0) throw new Error(`Choice picker option ${empty + 1} has an empty value`);
}
