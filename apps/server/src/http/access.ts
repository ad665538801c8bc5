import type { Role } from '@kairos/core/accounts/schemas';
import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { HostArea, PermissionAction } from '@kairos/core/constants';
import { AppError } from '@kairos/core/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import type { SessionContext } from '../features/accounts/repo.ts';
import { resolveSession } from '../features/accounts/session-token.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

/**
 * What a route needs, declared on the route itself (`config: { access }`):
 * - 'public': anyone;
 * - 'session': a logged-in agent;
 * - { area, action }: a logged-in agent whose role allows that action on that host area.
 */
export type Access = 'public' | 'session' | { area: HostArea; action: PermissionAction };

export interface AuthContext {
  agentId: string;
  appId: AuthorizedAppId;
  role: Role;
  isOwner: boolean;
  token: string;
  /** The rows the session resolved to, for handlers that describe the caller. */
  session: SessionContext;
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
    };
    if (access !== 'session' && !roleAllows(role, access.area, access.action)) {
      throw new AppError('FORBIDDEN', forbiddenMessage(access.area, access.action));
    }
  });
}
