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

/** Text of normal size needs this contrast with its background (WCAG 2.x AA, 1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

/** WCAG 2 relative luminance of an sRGB colour, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two hex colours (1 to 21), or null when one is not a colour. */
export function contrastRatio(a: string, b: string): number | null {
  const first = parseHexColor(a);
  const second = parseHexColor(b);
  if (!first || !second) return null;
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Text colour for a background that keeps WCAG AA: `preferred` (a host's choice, or the black or
 * white of the brightness threshold) while it reaches 4.5:1, else black or white, whichever
 * contrasts more; one of them always reaches 4.58:1. The brightness threshold alone gives white
 * on a mid green such as #22c55e (2.3:1). Null when the background is not a hex colour.
 */
export function readableTextColor(background: string, preferred?: string | null): string | null {
  const rgb = parseHexColor(background);
  if (!rgb) return null;
  const chosen = preferred ? normalizeHexColor(preferred) : null;
  if (chosen && (contrastRatio(chosen, background) ?? 0) >= MIN_TEXT_CONTRAST) return chosen;
  const onBlack = (relativeLuminance(rgb) + 0.05) / 0.05;
  const onWhite = 1.05 / (relativeLuminance(rgb) + 0.05);
  return onBlack > onWhite ? '#000000' : '#ffffff';
}
