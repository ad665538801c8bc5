import {
  buttonTextColor,
  contrastRatio,
  MIN_TEXT_CONTRAST,
  normalizeHexColor,
} from '@kairos/core/appearance/contrast';

/** Large text and controls need 3:1 (WCAG AA); body text 4.5:1 (MIN_TEXT_CONTRAST). */
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
