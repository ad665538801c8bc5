/**
 * Personal API tokens (docs/integrators/api-tokens.md). Endpoints, under `/api/v1/bookings`, each
 * needing a signed-in session (a token cannot manage tokens):
 * - `GET    /api-tokens`      → ApiTokenList: the caller's tokens in this workspace, never their secrets
 * - `POST   /api-tokens`      ApiTokenBody → 201 ApiTokenCreated: the secret, shown this once
 * - `DELETE /api-tokens/{id}` → { revoked: true }; refused from the next request on
 *
 * A token acts as its creator in its workspace. A scope is `area:read` or `area:write` for a host
 * area: `read` covers the area's `view` permission, `write` its `create`, `edit` and `delete`. A
 * request is let through when the token's scopes and the creator's current role both allow it.
 */
import { z } from 'zod';
import { HOST_AREAS, type HostArea, type PermissionAction } from '../constants.ts';

/** Every token starts so, which lets secret scanners and people recognise one. */
export const API_TOKEN_PREFIX = 'kairos_pat_';
export const API_TOKEN_NAME_MAX = 60;
/** Tokens one member may hold in a workspace at once (revoked ones do not count). */
export const API_TOKENS_PER_MEMBER = 50;

export const TOKEN_ACCESS = ['read', 'write'] as const;
export type TokenAccess = (typeof TOKEN_ACCESS)[number];
export type ApiTokenScope = `${HostArea}:${TokenAccess}`;

export const API_TOKEN_SCOPES = HOST_AREAS.flatMap((area) =>
  TOKEN_ACCESS.map((access) => `${area}:${access}` as const),
) as [ApiTokenScope, ...ApiTokenScope[]];

/** `view` is read; `create`, `edit` and `delete` are write. */
export function accessFor(action: PermissionAction): TokenAccess {
  return action === 'view' ? 'read' : 'write';
}

export function scopeFor(area: HostArea, action: PermissionAction): ApiTokenScope {
  return `${area}:${accessFor(action)}`;
}

export function scopeAllows(scopes: readonly string[], area: HostArea, action: PermissionAction): boolean {
  return scopes.includes(scopeFor(area, action));
}

/**
 * The scopes a role could use at all: read where it may view, write where it may create, edit or
 * delete. A token is given no scope outside them (each request is checked against the role anyway).
 */
export function scopesAllowedBy(role: {
  permissions: Record<string, string[]>;
  isSuperAdminRole: boolean;
}): ApiTokenScope[] {
  return API_TOKEN_SCOPES.filter((scope) => {
    if (role.isSuperAdminRole) return true;
    const [area = '', access] = scope.split(':');
    const actions = role.permissions[area] ?? [];
    return access === 'read' ? actions.includes('view') : actions.some((a) => a !== 'view');
  });
}

export const ApiTokenBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please give the token a name')
    .max(API_TOKEN_NAME_MAX, `At most ${API_TOKEN_NAME_MAX} characters`),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES))
    .min(1, 'Pick at least one scope')
    .max(API_TOKEN_SCOPES.length)
    // Kept in the catalogue's order, once each.
    .transform((scopes) => API_TOKEN_SCOPES.filter((s) => scopes.includes(s))),
  /** When the token stops working; null or absent for a token that does not expire. */
  expiresAt: z.iso.datetime({ offset: true, message: 'Give an ISO 8601 date and time' }).nullish(),
});
export type ApiTokenBody = z.input<typeof ApiTokenBodySchema>;

export const ApiTokenSchema = z.object({
  _id: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  createdAt: z.iso.datetime(),
  /** The last request made with it, to the minute; null when never used. */
  lastUsedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  /** The expiry has passed: the token is refused, and stays listed until it is revoked. */
  expired: z.boolean(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const ApiTokenListSchema = z.object({ tokens: z.array(ApiTokenSchema) });
export type ApiTokenList = z.infer<typeof ApiTokenListSchema>;

export const ApiTokenCreatedSchema = z.object({
  token: ApiTokenSchema,
  /** The token itself (`kairos_pat_…`): answered this once, stored only as a digest. */
  secret: z.string(),
});
export type ApiTokenCreated = z.infer<typeof ApiTokenCreatedSchema>;
