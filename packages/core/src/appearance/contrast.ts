import { BUTTON_TEXT_BRIGHTNESS_THRESHOLD } from '../constants.ts';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * `'#1a2b3c'`, `'1a2b3c'`, `'#abc'` or `'abc'` as `'#1a2b3c'` / `'#aabbcc'` (lowercase), else null.
 * The `#` is optional because a colour in a query string cannot carry one unencoded.
 */
export function normalizeHexColor(value: string): string | null {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].toLowerCase();
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full}`;
}

export function parseHexColor(value: string): Rgb | null {
  const hex = normalizeHexColor(value);
  if (!hex) return null;
  return {
    r: Number.parseInt(hex.slice(1, 3), 16),
    g: Number.parseInt(hex.slice(3, 5), 16),
    b: Number.parseInt(hex.slice(5, 7), 16),
  };
}

/** Perceived brightness from 0 to 255, with the ITU-R BT.601 luma weights. */
export function perceivedBrightness({ r, g, b }: Rgb): number {
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/**
 * Text colour for a button of the given background: black above the brightness threshold,
 * white at or below it; null when the background is not a hex colour.
 */
export function buttonTextColor(background: string): '#000000' | '#ffffff' | null {
  const rgb = parseHexColor(background);
  if (!rgb) return null;
  return perceivedBrightness(rgb) > BUTTON_TEXT_BRIGHTNESS_THRESHOLD ? '#000000' : '#ffffff';
}
