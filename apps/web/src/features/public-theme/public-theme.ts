import {
  buttonTextColor,
  parseHexColor,
  readableTextColor,
  relativeLuminance,
} from '@kairos/core/appearance/contrast';
import type { Appearance } from '@kairos/core/events/page-schema';
import type { ThemeParams } from './theme-params';

/** CSS custom properties every public page reads its colours from. */
export interface PublicThemeVars {
  '--pb-page': string;
  '--pb-surface': string;
  '--pb-text': string;
  '--pb-muted': string;
  '--pb-border': string;
  '--pb-brand': string;
  '--pb-brand-soft': string;
  '--pb-brand-ink': string;
  '--pb-on-brand': string;
  '--pb-button': string;
  '--pb-button-text': string;
  /** The button's background under the pointer: shaded away from its text, so never less readable. */
  '--pb-button-hover': string;
}

const DEFAULT_VARS: PublicThemeVars = {
  '--pb-page': 'var(--color-gray-50)',
  '--pb-surface': '#ffffff',
  '--pb-text': 'var(--color-gray-900)',
  '--pb-muted': 'var(--color-gray-600)',
  '--pb-border': 'var(--color-gray-200)',
  '--pb-brand': 'var(--color-brand-600)',
  '--pb-brand-soft': 'var(--color-brand-50)',
  '--pb-brand-ink': 'var(--color-brand-700)',
  '--pb-on-brand': '#ffffff',
  '--pb-button': 'var(--color-brand-600)',
  '--pb-button-text': '#ffffff',
  '--pb-button-hover': 'color-mix(in srgb, var(--color-brand-600) 85%, #000000)',
};

const mix = (colour: string, percent: number, other: string) =>
  `color-mix(in srgb, ${colour} ${percent}%, ${other})`;

/** Black to darken a background under lighter text, white to lighten one under darker text. */
function shadeAwayFrom(text: string, background: string): '#000000' | '#ffffff' {
  const fg = parseHexColor(text);
  const bg = parseHexColor(background);
  if (!fg) return '#000000';
  const textLuminance = relativeLuminance(fg);
  const isLighter = bg ? textLuminance >= relativeLuminance(bg) : textLuminance >= 0.5;
  return isLighter ? '#000000' : '#ffffff';
}

/**
 * A filled button's colours: the background, text that keeps WCAG AA contrast on it (`text` while
 * it reaches 4.5:1, else black or white; see readableTextColor) and the hover shade. A background
 * that is not a hex colour (the house brand) keeps `text`, which is readable on it.
 */
export function buttonColours(
  background: string,
  text: string,
): Pick<PublicThemeVars, '--pb-button' | '--pb-button-text' | '--pb-button-hover'> {
  const readable = readableTextColor(background, text) ?? text;
  return {
    '--pb-button': background,
    '--pb-button-text': readable,
    '--pb-button-hover': mix(background, 85, shadeAwayFrom(readable, background)),
  };
}

/** The colours a page asks for: query parameters first, then the event's appearance when it overrides. */
function chooseColours(params: ThemeParams, appearance: Appearance | null | undefined) {
  const own = appearance?.overrideColors ? appearance : null;
  return {
    background: params.BackgroundColor ?? own?.bgColor ?? null,
    text: params.TextColor ?? own?.textColor ?? null,
    brand: params.BrandColor ?? own?.brandColor ?? null,
    button: params.ButtonColor ?? null,
    buttonText: own?.buttonTextColor ?? null,
  };
}

/**
 * The public pages' colour variables. Muted text, borders and tints are mixed from the chosen
 * text, background and brand colours so a custom theme stays coherent; text on brand and button
 * colours is black or white by the brightness threshold.
 */
export function resolvePublicTheme(params: ThemeParams, appearance?: Appearance | null): PublicThemeVars {
  const chosen = chooseColours(params, appearance);
  const vars = { ...DEFAULT_VARS };
  if (chosen.background) {
    vars['--pb-surface'] = chosen.background;
    vars['--pb-page'] = mix(chosen.background, 94, '#000000');
  }
  const surface = vars['--pb-surface'];
  if (chosen.text) {
    vars['--pb-text'] = chosen.text;
    vars['--pb-muted'] = mix(chosen.text, 72, surface);
    vars['--pb-border'] = mix(chosen.text, 16, surface);
  } else if (chosen.background) {
    vars['--pb-border'] = mix('#000000', 12, surface);
  }
  if (chosen.brand) {
    vars['--pb-brand'] = chosen.brand;
    vars['--pb-brand-soft'] = mix(chosen.brand, 14, surface);
    vars['--pb-brand-ink'] = vars['--pb-text'];
    vars['--pb-on-brand'] = buttonTextColor(chosen.brand) ?? '#ffffff';
  } else if (chosen.background) {
    vars['--pb-brand-soft'] = mix(vars['--pb-brand'], 14, surface);
  }
  if (chosen.button) {
    vars['--pb-button'] = chosen.button;
    vars['--pb-button-text'] = buttonTextColor(chosen.button) ?? '#ffffff';
  } else {
    vars['--pb-button'] = vars['--pb-brand'];
    vars['--pb-button-text'] = chosen.buttonText ?? vars['--pb-on-brand'];
  }
  vars['--pb-button-hover'] = mix(
    vars['--pb-button'],
    85,
    shadeAwayFrom(vars['--pb-button-text'], vars['--pb-button']),
  );
  return vars;
}
