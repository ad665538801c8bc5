import { createHmac } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import * as repo from './repo.ts';

// Session resolution depends only on the accounts repository, so the HTTP layer can resolve a
// session without loading a feature service (which may itself need the HTTP layer's types).

export function hashSessionToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}

export async function resolveSession(deps: Deps, token: string): Promise<repo.SessionContext | undefined> {
  return repo.findSessionContext(deps.db, hashSessionToken(deps.config.sessionSecret, token), deps.now());
}
