/**
 * Roles of a workspace (spec sections 3 and 6). Endpoints, under `/api/v1/bookings`:
 * - `GET    /role/list`        → RoleList (any member; the role picker and the UI's own checks read it)
 * - `POST   /role`             RoleBody → 201 WorkspaceRole (settings.create); custom roles only
 * - `PATCH  /role/{id}`        Partial<RoleBody> → WorkspaceRole (settings.edit); built-in roles → 403 FORBIDDEN
 * - `DELETE /role/{id}`        → 204 (settings.delete); a role still held by members or invitations → 409 CONFLICT
 * A duplicate name (case-insensitive) is 409 CONFLICT. Every workspace has the built-in Owner,
 * Admin (isSuperAdminRole) and Member (isAutoCreated) rows; `builtIn` names them.
 * A change to a role takes effect on its members' next request.
 */
import { z } from 'zod';
import { HOST_AREAS, PERMISSION_ACTIONS } from '../constants.ts';

export const BUILT_IN_ROLES = ['OWNER', 'ADMIN', 'MEMBER'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

/** Host area → the actions the role may take there; a missing area allows nothing. */
export const PermissionsSchema = z
  .partialRecord(z.enum(HOST_AREAS), z.array(z.enum(PERMISSION_ACTIONS)).max(PERMISSION_ACTIONS.length))
  .transform((map) =>
    Object.fromEntries(
      Object.entries(map).map(([area, actions]) => [
        area,
        PERMISSION_ACTIONS.filter((a) => actions?.includes(a)),
      ]),
    ),
  );

export const WorkspaceRoleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  permissions: z.record(z.string(), z.array(z.string())),
  isSuperAdminRole: z.boolean(),
  isAutoCreated: z.boolean(),
  builtIn: z.enum(BUILT_IN_ROLES).nullable(),
  /** How many members hold the role. */
  memberCount: z.number().int(),
});
export type WorkspaceRole = z.infer<typeof WorkspaceRoleSchema>;

export const RoleListSchema = z.object({ roles: z.array(WorkspaceRoleSchema) });
export type RoleList = z.infer<typeof RoleListSchema>;

export const RoleBodySchema = z.object({
  name: z.string().trim().min(1, 'Please enter a role name').max(60),
  permissions: PermissionsSchema,
});
export type RoleBody = z.infer<typeof RoleBodySchema>;
export const RolePatchSchema = RoleBodySchema.partial();
export type RolePatch = z.infer<typeof RolePatchSchema>;
