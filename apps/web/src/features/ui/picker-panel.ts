import { BREAKPOINTS } from '@kairos/core/constants';

/** Phones, up to the mobile breakpoint, get a bottom sheet; larger screens a dropdown (spec section 2). */
export const SHEET_MEDIA_QUERY = `(max-width: ${BREAKPOINTS.mobile}px)`;

/** Room a dropdown needs below its control before it opens upwards instead. */
const DROPDOWN_ROOM_PX = 340;

/** Where a picker's list opens, measured when it opens: a sheet, or a dropdown below or above. */
export function placePickerPanel(trigger: Element | null): { isSheet: boolean; opensUp: boolean } {
  const rect = trigger?.getBoundingClientRect();
  const opensUp = rect
    ? window.innerHeight - rect.bottom < DROPDOWN_ROOM_PX && rect.top > DROPDOWN_ROOM_PX
    : false;
  return { isSheet: window.matchMedia(SHEET_MEDIA_QUERY).matches, opensUp };
}

/**
 * The panel's position and size: a sheet at most 70% of the viewport high, or a dropdown at most
 * 24rem high (spec section 9).
 */
export function pickerPanelClass({ isSheet, opensUp }: { isSheet: boolean; opensUp: boolean }): string {
  return isSheet
    ? 'fixed inset-x-0 bottom-0 z-50 max-h-[70vh] rounded-t-2xl'
    : `absolute left-0 z-40 max-h-96 w-full rounded-xl ${opensUp ? 'bottom-full mb-2' : 'top-full mt-2'}`;
}

/** Gap between a dropdown and its control, and the least margin it keeps from the window's edge. */
const GAP_PX = 8;
const DROPDOWN_MAX_PX = 384;

/**
 * A dropdown fixed to the window under (or over) its control, so a card that clips its content
 * does not cut the list: where it goes and how high it may grow.
 */
export function fixedDropdownStyle(trigger: Element | null): {
  left: number;
  width: number;
  top?: number;
  bottom?: number;
  maxHeight: number;
} {
  const rect = trigger?.getBoundingClientRect();
  if (!rect) return { left: 0, width: 0, top: 0, maxHeight: DROPDOWN_MAX_PX };
  const below = window.innerHeight - rect.bottom - 2 * GAP_PX;
  const above = rect.top - 2 * GAP_PX;
  const opensUp = below < Math.min(DROPDOWN_ROOM_PX, DROPDOWN_MAX_PX) && above > below;
  const base = { left: rect.left, width: rect.width };
  return opensUp
    ? { ...base, bottom: window.innerHeight - rect.top + GAP_PX, maxHeight: Math.min(DROPDOWN_MAX_PX, above) }
    : { ...base, top: rect.bottom + GAP_PX, maxHeight: Math.min(DROPDOWN_MAX_PX, below) };
}
