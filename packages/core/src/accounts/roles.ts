import { HOST_AREAS, PERMISSION_ACTIONS } from '../constants.ts';
import type { Role } from './schemas.ts';

function allAreas(actions: readonly string[]): Record<string, string[]> {
  return Object.fromEntries(HOST_AREAS.map((area) => [area, [...actions]]));
}

/** The built-in roles every workspace starts with. */
export const OWNER_ROLE: Role = {
  name: 'Owner',
  permissions: allAreas(PERMISSION_ACTIONS),
  isSuperAdminRole: true,
  isAutoCreated: false,
};

export const ADMIN_ROLE: Role = {
  name: 'Admin',
  permissions: allAreas(PERMISSION_ACTIONS),
  isSuperAdminRole: true,
  isAutoCreated: false,
};

export const MEMBER_ROLE: Role = {
  name: 'Member',
  permissions: {
    ...allAreas(['view']),
    eventTypes: ['view', 'create', 'edit', 'delete'],
    routingForms: ['view', 'create', 'edit', 'delete'],
    calendar: ['view', 'create', 'edit'],
    contacts: ['view', 'create', 'edit'],
  },
  isSuperAdminRole: false,
  isAutoCreated: true,
};
