import { HOST_AREAS, type HostArea, PERMISSION_ACTIONS, type PermissionAction } from '@kairos/core/constants';

/** A role's permissions: host area → the actions allowed in it (spec section 6). */
export type Permissions = Record<string, string[]>;

export const AREA_LABELS: Record<HostArea, string> = {
  eventTypes: 'Event types',
  routingForms: 'Routing forms',
  calendar: 'Calendar',
  analytics: 'Analytics',
  integrations: 'Apps & integrations',
  settings: 'Settings',
  help: 'Help centre',
  contacts: 'Contacts',
  transactions: 'Transactions',
  teams: 'Teams',
  appearance: 'Appearance',
};

export const ACTION_LABELS: Record<PermissionAction, string> = {
  view: 'View',
  create: 'Create',
  edit: 'Edit',
  delete: 'Delete',
};

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
