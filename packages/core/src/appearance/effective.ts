import type { Appearance } from '../events/page-schema.ts';
import type { EffectiveAppearance, WorkspaceAppearance } from './appearance-schema.ts';
import { buttonTextColor } from './contrast.ts';

type Colours = Pick<Appearance, 'bgColor' | 'textColor' | 'brandColor' | 'buttonTextColor'>;

const NO_COLOURS: Colours = { bgColor: null, textColor: null, brandColor: null, buttonTextColor: null };

/**
 * The look of a public page: the event's own colours or layout when it overrides them, else the
 * workspace's when the workspace overrides the defaults, else the defaults (null). A button text
 * colour nobody chose follows the brand colour's brightness.
 */
export function effectiveAppearance(
  workspace: WorkspaceAppearance,
  event?: Appearance | null,
): EffectiveAppearance {
  const workspaceColours: Colours = workspace.overrideColors ? workspace : NO_COLOURS;
  const colours: Colours = event?.overrideColors
    ? {
        bgColor: event.bgColor ?? workspaceColours.bgColor,
        textColor: event.textColor ?? workspaceColours.textColor,
        brandColor: event.brandColor ?? workspaceColours.brandColor,
        buttonTextColor:
          event.buttonTextColor ?? (event.brandColor ? null : workspaceColours.buttonTextColor),
      }
    : workspaceColours;
  const layoutSource = event?.overrideLayout ? event : workspace.overrideLayout ? workspace : null;
  const logo = workspace.companyBranding.logo;
  return {
    overrideColors: Boolean(event?.overrideColors) || workspace.overrideColors,
    overrideLayout: Boolean(event?.overrideLayout) || workspace.overrideLayout,
    bgColor: colours.bgColor,
    textColor: colours.textColor,
    brandColor: colours.brandColor,
    buttonTextColor:
      colours.buttonTextColor ?? (colours.brandColor ? buttonTextColor(colours.brandColor) : null),
    layout: layoutSource?.layout ?? null,
    eventListingLayout: layoutSource?.eventListingLayout ?? null,
    bookingName: event?.bookingName ?? workspace.bookingName,
    companyBranding: logo !== null,
    logo,
    poweredBy: workspace.poweredBy,
  };
}
