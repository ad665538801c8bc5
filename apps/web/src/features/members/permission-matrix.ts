import { HOST_AREAS, type HostArea, PERMISSION_ACTIONS, type PermissionAction } from '@kairos/core/constants';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';

/** A role's permissions: host area → the actions allowed in it (spec section 6). */
export type Permissions = Record<string, string[]>;

/** Each host area's name in the dashboard catalogue, the one the navigation shows. */
export const AREA_KEYS = {
  eventTypes: 'shell.area.eventTypes',
  routingForms: 'shell.area.routingForms',
  calendar: 'shell.area.calendar',
  analytics: 'shell.area.analytics',
  integrations: 'shell.area.integrations',
  settings: 'shell.area.settings',
  help: 'shell.area.help',
  contacts: 'shell.area.contacts',
  transactions: 'shell.area.transactions',
  teams: 'shell.area.teams',
  appearance: 'shell.area.appearance',
} as const satisfies Record<HostArea, DashboardKey>;

/** Each action's name in the dashboard catalogue (`View`). */
export const ACTION_KEYS = {
  view: 'members.action.view',
  create: 'members.action.create',
  edit: 'members.action.edit',
  delete: 'members.action.delete',
} as const satisfies Record<PermissionAction, DashboardKey>;

export function can(permissions: Permissions | undefined, area: HostArea, action: PermissionAction): boolean {
  return permissions?.[area]?.includes(action) ?? false;
}

/** Actions in the catalogue's order, without duplicates or unknown names. */
function ordered(actions: Iterable<string>): PermissionAction[] {
  const set = new Set(actions);
  return PERMISSION_ACTIONS.filter((action) => set.has(action));
}

/**
 * Turns one cell of the grid on or off. Creating, editing or deleting in an area means seeing
 * it, so turning one of them on turns `view` on, and turning `view` off clears the row.
 */
export function togglePermission(
  permissions: Permissions,
  area: HostArea,
  action: PermissionAction,
  on: boolean,
): Permissions {
  const current = new Set(permissions[area] ?? []);
  if (on) {
    current.add(action);
    current.add('view');
  } else if (action === 'view') {
    current.clear();
  } else {
    current.delete(action);
  }
  return { ...permissions, [area]: ordered(current) };
}

/** Every action in an area on, or all off. */
export function toggleArea(permissions: Permissions, area: HostArea, on: boolean): Permissions {
  return { ...permissions, [area]: on ? [...PERMISSION_ACTIONS] : [] };
}

/** One action in every area on or off (view follows the same rule as a single cell). */
export function toggleAction(permissions: Permissions, action: PermissionAction, on: boolean): Permissions {
  return HOST_AREAS.reduce((acc, area) => togglePermission(acc, area, action, on), permissions);
}

/** A full map with every area present (empty when nothing is allowed), in a stable order. */
export function normalizePermissions(permissions: Permissions): Record<HostArea, PermissionAction[]> {
  return Object.fromEntries(HOST_AREAS.map((area) => [area, ordered(permissions[area] ?? [])])) as Record<
    HostArea,
    PermissionAction[]
  >;
}

/** The permissions of a new custom role: every area visible, nothing else. */
export function viewOnlyPermissions(): Record<HostArea, PermissionAction[]> {
  return Object.fromEntries(HOST_AREAS.map((area) => [area, ['view']])) as Record<
    HostArea,
    PermissionAction[]
  >;
}

/** `3 of 44 permissions`: a short summary for a role's row. */
export function countPermissions(permissions: Permissions): number {
  return HOST_AREAS.reduce((sum, area) => sum + ordered(permissions[area] ?? []).length, 0);
}

export const PERMISSION_TOTAL = HOST_AREAS.length * PERMISSION_ACTIONS.length;
