import {
  buttonTextColor,
  normalizeHexColor,
  parseHexColor,
  type Rgb,
} from '@kairos/core/appearance/contrast';

/** WCAG 2 relative luminance of an sRGB colour, 0 (black) to 1 (white). */
function relativeLuminance({ r, g, b }: Rgb): number {
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

/** Body text needs 4.5:1 to stay readable (WCAG AA); large text and controls 3:1. */
export const MIN_TEXT_CONTRAST = 4.5;
export const MIN_CONTROL_CONTRAST = 3;

export interface ColourChoice {
  bgColor: string | null;
  textColor: string | null;
  brandColor: string | null;
  buttonTextColor: string | null;
}

export interface ColourWarning {
  field: keyof ColourChoice;
  message: string;
}

const DEFAULT_BACKGROUND = '#ffffff';
const DEFAULT_TEXT = '#111827';

function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}

/** The message for a colour field, or undefined when it is empty or a valid hex colour. */
export function colourFieldError(value: string | null): string | undefined {
  if (value === null || value === '') return undefined;
  return normalizeHexColor(value) && /^#/.test(value) ? undefined : 'Enter a colour like #1A73E8';
}

/** The button text colour to use: the host's, or black or white by the brand's brightness. */
export function effectiveButtonText(choice: ColourChoice): string {
  return choice.buttonTextColor ?? buttonTextColor(choice.brandColor ?? '') ?? '#ffffff';
}

/** Low-contrast pairs the host should know about before visitors squint at them. */
export function contrastWarnings(choice: ColourChoice): ColourWarning[] {
  const warnings: ColourWarning[] = [];
  const background = choice.bgColor ?? DEFAULT_BACKGROUND;
  const text = choice.textColor ?? DEFAULT_TEXT;
  const textRatio = contrastRatio(text, background);
  if (textRatio !== null && textRatio < MIN_TEXT_CONTRAST) {
    warnings.push({
      field: 'textColor',
      message: `Text on the background has a contrast of ${formatRatio(textRatio)}; aim for at least 4.5:1 so it stays readable.`,
    });
  }
  if (choice.brandColor) {
    const buttonRatio = contrastRatio(effectiveButtonText(choice), choice.brandColor);
    if (buttonRatio !== null && buttonRatio < MIN_CONTROL_CONTRAST) {
      warnings.push({
        field: 'buttonTextColor',
        message: `Button text on the brand colour has a contrast of ${formatRatio(buttonRatio)}; aim for at least 3:1.`,
      });
    }
    const brandRatio = contrastRatio(choice.brandColor, background);
    if (brandRatio !== null && brandRatio < 1.5) {
      warnings.push({
        field: 'brandColor',
        message:
          'The brand colour is close to the background; buttons and selected days will be hard to see.',
      });
    }
  }
  return warnings;
}
