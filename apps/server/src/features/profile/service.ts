import type { ChangePasswordBody, ProfilePatch } from '@kairos/core/accounts/profile-schema';
import type { Agent } from '@kairos/core/accounts/schemas';
import { AppError } from '@kairos/core/errors';
import { isIanaZone } from '@kairos/core/events/availability';
import { hash, verify } from '@node-rs/argon2';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import { toAgentDto } from '../accounts/dto.ts';
import { hashSessionToken } from '../accounts/session-token.ts';
import { uploadedImageOrThrow } from '../uploads/service.ts';
import * as repo from './repo.ts';

export async function updateProfile(deps: Deps, auth: AuthContext, body: ProfilePatch): Promise<Agent> {
  if (body.timezone !== undefined && !isIanaZone(body.timezone)) {
    throw new AppError('VALIDATION_ERROR', 'Please choose a valid timezone', {
      issues: [{ path: 'timezone', message: 'Please choose a valid timezone' }],
    });
  }
  const { profilePic, ...rest } = body;
  const values: repo.AgentPatch = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  if (profilePic !== undefined) {
    values.profilePic =
      profilePic === null
        ? null
        : await uploadedImageOrThrow(deps, auth.appId, 'PROFILE', profilePic, {
            path: 'profilePic',
            what: 'photo',
          });
  }
  const row = await repo.updateAgent(deps.db, auth.agentId, values);
  if (!row) throw new AppError('UNAUTHORIZED');
  return toAgentDto(row);
}

/** `POST /agent/onboarding/done`: the set-up steps after signing up are not offered again. */
export async function finishOnboarding(deps: Deps, auth: AuthContext): Promise<Agent> {
  const row = await repo.markOnboarded(deps.db, auth.agentId, deps.now());
  if (!row) throw new AppError('UNAUTHORIZED');
  return toAgentDto(row);
}

/** Changes the password after checking the current one; every other session of the agent ends. */
export async function changePassword(deps: Deps, auth: AuthContext, body: ChangePasswordBody): Promise<void> {
  if (!(await verify(auth.session.agent.passwordHash, body.currentPassword))) {
    throw new AppError('CURRENT_PASSWORD_INVALID');
  }
  const passwordHash = await hash(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await repo.updateAgent(tx, auth.agentId, { passwordHash });
    await repo.deleteSessions(tx, auth.agentId, hashSessionToken(deps.config.sessionSecret, auth.token));
  });
}

export async function logoutEverywhere(deps: Deps, auth: AuthContext): Promise<void> {
  await repo.deleteSessions(deps.db, auth.agentId);
}

export async function setRestoreId(
  deps: Deps,
  auth: AuthContext,
  id: string,
  restoreId: string,
): Promise<void> {
  if (id !== auth.agentId) throw new AppError('FORBIDDEN', 'You can only set your own restore id');
  await repo.updateAgent(deps.db, auth.agentId, { restoreId });
}
