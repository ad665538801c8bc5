import { scopeAllows, scopeFor } from '@kairos/core/accounts/api-token-schema';
import type { Role } from '@kairos/core/accounts/schemas';
import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { HostArea, PermissionAction } from '@kairos/core/constants';
import { AppError } from '@kairos/core/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import type { SessionContext } from '../features/accounts/repo.ts';
import { resolveSession } from '../features/accounts/session-token.ts';
import { authenticateApiToken } from '../features/api-tokens/bearer.ts';
import { bearerTokenOf } from './bearer.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

/**
 * What a route needs, declared on the route itself (`config: { access }`):
 * - 'public': anyone;
 * - 'session': a logged-in agent (never an API token);
 * - { area, action }: a logged-in agent whose role allows that action on that host area, or an
 *   API token whose scopes allow it too (`area:read` for view, `area:write` for the others).
 */
export type Access = 'public' | 'session' | { area: HostArea; action: PermissionAction };

export interface AuthContext {
  agentId: string;
  appId: AuthorizedAppId;
  role: Role;
  isOwner: boolean;
  /** The session token; '' for a request made with an API token (which never reaches the routes that read it). */
  token: string;
  /** The rows the session (or the API token) resolved to, for handlers that describe the caller. */
  session: SessionContext;
  /** The API token the request was made with; null for a browser session. */
  apiToken: { id: string; scopes: readonly string[] } | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every API route and what it declared it needs, in registration order (the permission matrix test reads it). */
    routeAccess: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

/** The refusal message for a role without the permission a route needs. */
export function forbiddenMessage(area: HostArea, action: PermissionAction): string {
  if (area === 'eventTypes' && action === 'create') return 'You are not permitted to schedule events';
  return `Your role does not allow you to ${action} ${area}`;
}

export function roleAllows(role: Role, area: HostArea, action: PermissionAction): boolean {
  return role.isSuperAdminRole || (role.permissions[area] ?? []).includes(action);
}

/** Whether the caller may take an action: their role allows it and, with an API token, its scopes do too. */
export function callerMay(auth: AuthContext, area: HostArea, action: PermissionAction): boolean {
  return (
    roleAllows(auth.role, area, action) && (!auth.apiToken || scopeAllows(auth.apiToken.scopes, area, action))
  );
}

/** The auth context of a route declared with access other than 'public'. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}

export function registerAccess(app: FastifyInstance, deps: Deps): void {
  app.decorateRequest('auth', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('routeAccess', declared);

  // Every API route must say who may call it, so none ships open by accident.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declared.push({ method, url: route.url, access });
    }
  });

  // Checked as the request arrives, before its body is read or validated: who may not call a route
  // learns nothing about what it accepts.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const bearer = bearerTokenOf(request);
    if (bearer !== undefined) {
      request.auth = await authorizeApiToken(deps, bearer, access);
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    const context = token ? await resolveSession(deps, token) : undefined;
    if (!token || !context) throw new AppError('UNAUTHORIZED');
    const role = context.membership.role;
    request.auth = {
      agentId: context.agent.id,
      appId: context.workspace.id as AuthorizedAppId,
      role,
      isOwner: context.membership.isOwner,
      token,
      session: context,
      apiToken: null,
    };
    if (access !== 'session' && !roleAllows(role, access.area, access.action)) {
      throw new AppError('FORBIDDEN', forbiddenMessage(access.area, access.action));
    }
  });
}

/**
 * The caller of a request made with an API token (`Authorization: Bearer kairos_pat_…`): its
 * owner in its workspace, let through where both the owner's current role and the token's scopes
 * allow the route's action. Routes that need a session (the caller's own account, the tokens
 * themselves) refuse tokens. No cookie is read.
 */
async function authorizeApiToken(
  deps: Deps,
  secret: string,
  access: Exclude<Access, 'public'>,
): Promise<AuthContext> {
  const { token, agent, workspace, membership } = await authenticateApiToken(deps, secret);
  if (!membership) throw new AppError('API_TOKEN_INVALID');
  if (access === 'session') throw new AppError('SESSION_REQUIRED');
  if (!roleAllows(membership.role, access.area, access.action)) {
    throw new AppError('FORBIDDEN', forbiddenMessage(access.area, access.action));
  }
  if (!scopeAllows(token.scopes, access.area, access.action)) {
    throw new AppError(
      'API_TOKEN_SCOPE_MISSING',
      `This API token does not have the ${scopeFor(access.area, access.action)} scope this request needs`,
    );
  }
  return {
    agentId: agent.id,
    appId: workspace.id as AuthorizedAppId,
    role: membership.role,
    isOwner: membership.isOwner,
    token: '',
    session: { agent, workspace, membership },
    apiToken: { id: token.id, scopes: token.scopes },
  };
}
