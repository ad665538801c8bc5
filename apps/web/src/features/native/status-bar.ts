/**
 * The status bar follows the page: its background colour, with light text on a dark page and
 * dark text on a light one.
 */
export function statusBarFor(rgba: readonly number[]): { style: 'light' | 'dark'; color: string } | null {
  const [r = 0, g = 0, b = 0, alpha = 255] = rgba;
  if (alpha === 0) return null;
  const hex = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  // Relative luminance (WCAG): a dark page gets light status bar text.
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return { style: luminance < 0.4 ? 'dark' : 'light', color: hex };
}

/**
 * A computed CSS colour as sRGB bytes. The page's colours are `oklch(…)` and `color-mix(…)`, which
 * the status bar cannot take: a one-pixel canvas converts any of them.
 */
export function cssColorToRgba(value: string): number[] | null {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.fillStyle = value;
  context.fillRect(0, 0, 1, 1);
  return [...context.getImageData(0, 0, 1, 1).data];
}
