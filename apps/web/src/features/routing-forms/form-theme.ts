import { buttonTextColor } from '@kairos/core/appearance/contrast';
import type { RoutingFormTheme } from '@kairos/core/routing/form-schema';
import { buttonColours, type PublicThemeVars } from '../public-theme/public-theme';

/**
 * The form card's colours over the page's. The host's button and text colours for this form win;
 * otherwise the button wears the page's (the workspace's brand colour, or the address's theme
 * parameters). Whichever it is, the button's text keeps WCAG AA contrast on it.
 */
export function formThemeVars(theme: RoutingFormTheme, page: PublicThemeVars): Partial<PublicThemeVars> {
  const background = theme.ButtonBgColor ?? page['--pb-button'];
  const ownText = theme.ButtonBgColor ? buttonTextColor(theme.ButtonBgColor) : null;
  const text = theme.ButtonTextColor ?? ownText ?? page['--pb-button-text'];
  return {
    ...buttonColours(background, text),
    ...(theme.TextColor ? { '--pb-text': theme.TextColor } : {}),
  };
}
