import {
  buttonTextColor,
  contrastRatio,
  MIN_TEXT_CONTRAST,
  normalizeHexColor,
} from '@kairos/core/appearance/contrast';
import type { DashboardTranslate } from '../i18n/dashboard-i18n';

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
export function colourFieldError(value: string | null, t: DashboardTranslate): string | undefined {
  if (value === null || value === '') return undefined;
  return normalizeHexColor(value) && /^#/.test(value) ? undefined : t('appearance.colourInvalid');
}

/** The button text colour to use: the host's, or black or white by the brand's brightness. */
export function effectiveButtonText(choice: ColourChoice): string {
  return choice.buttonTextColor ?? buttonTextColor(choice.brandColor ?? '') ?? '#ffffff';
}

/** Low-contrast pairs the host should know about before visitors squint at them. */
export function contrastWarnings(choice: ColourChoice, t: DashboardTranslate): ColourWarning[] {
  const warnings: ColourWarning[] = [];
  const background = choice.bgColor ?? DEFAULT_BACKGROUND;
  const text = choice.textColor ?? DEFAULT_TEXT;
  const textRatio = contrastRatio(text, background);
  if (textRatio !== null && textRatio < MIN_TEXT_CONTRAST) {
    warnings.push({
      field: 'textColor',
      message: t('appearance.warning.text', { ratio: formatRatio(textRatio) }),
    });
  }
  if (choice.brandColor) {
    const buttonRatio = contrastRatio(effectiveButtonText(choice), choice.brandColor);
    if (buttonRatio !== null && buttonRatio < MIN_CONTROL_CONTRAST) {
      warnings.push({
        field: 'buttonTextColor',
        message: t('appearance.warning.button', { ratio: formatRatio(buttonRatio) }),
      });
    }
    const brandRatio = contrastRatio(choice.brandColor, background);
    if (brandRatio !== null && brandRatio < 1.5) {
      warnings.push({
        field: 'brandColor',
        message: t('appearance.warning.brand'),
      });
    }
  }
  return warnings;
}
