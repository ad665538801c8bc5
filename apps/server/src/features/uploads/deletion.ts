import { AppError } from '@kairos/core/errors';
import type { UploadModule } from '@kairos/core/routing/upload-schema';
import type { Deps } from '../../deps.ts';
import { type AuthContext, callerMay } from '../../http/access.ts';
import { canEdit } from '../meetings/admin.ts';
import * as repo from './repo.ts';
import { presignedObjectUrl } from './s3.ts';
import { isSafeKey, removeStored, uploadsDirOf } from './storage.ts';

/**
 * Why the caller may not delete `file`, or null when they may. A file is deleted with the
 * permission of what it belongs to: the logo with the appearance's, a photo by its owner alone,
 * a visitor's booking attachment by whoever may change every meeting it is attached to (the
 * meetings' own rule, docs/decisions/0011-meeting-visibility.md), a form's file with the
 * routing forms'.
 */
async function refusalOf(deps: Deps, auth: AuthContext, file: repo.UploadRow): Promise<string | null> {
  const uploader = file.createdBy === auth.agentId;
  switch (file.module as UploadModule) {
    case 'APPEARANCE':
      return callerMay(auth, 'appearance', 'edit')
        ? null
        : 'Your role does not allow you to edit appearance, so you cannot delete the logo';
    case 'PROFILE':
      return uploader ? null : 'Only the member whose photo this is can delete it';
    case 'ROUTING_FORM':
      return callerMay(auth, 'routingForms', 'edit')
        ? null
        : 'Your role does not allow you to edit routing forms, so you cannot delete their files';
    case 'EVENT':
      return callerMay(auth, 'eventTypes', 'edit')
        ? null
        : 'Your role does not allow you to edit events, so you cannot delete their files';
    case 'BOOKING': {
      const meetings = await repo.findMeetingsAttaching(deps.db, auth.appId, file.key);
      // Not attached to any booking (yet): only its uploader or an admin may clear it away.
      if (meetings.length === 0) {
        return uploader || auth.role.isSuperAdminRole
          ? null
          : 'Only an admin can delete a visitor’s file that is not attached to a booking';
      }
      const mayChange =
        callerMay(auth, 'calendar', 'edit') && meetings.every((meeting) => canEdit(auth, meeting));
      return mayChange ? null : 'Only the hosts of the booking this file is attached to can delete it';
    }
    case 'GENERAL':
      return uploader || auth.role.isSuperAdminRole
        ? null
        : 'Only the member who uploaded this file can delete it';
    default:
      return auth.role.isSuperAdminRole ? null : 'Only an admin can delete this file';
  }
}

/**
 * `POST /file/delete`: a file of the caller's workspace that they may delete. Another
 * workspace's key, or an unknown or deleted one, is NOT_FOUND; a file they may not delete is
 * FORBIDDEN.
 */
export async function deleteUpload(deps: Deps, auth: AuthContext, key: string): Promise<void> {
  const notFound = () => new AppError('NOT_FOUND', 'No such file');
  const file = await repo.findLiveUpload(deps.db, auth.appId, key);
  if (!file) throw notFound();
  const refusal = await refusalOf(deps, auth, file);
  if (refusal) throw new AppError('FORBIDDEN', refusal);
  const row = await repo.markDeleted(deps.db, auth.appId, key, deps.now());
  if (!row) throw notFound();
  const s3 = deps.config.s3;
  if (s3 && row.bucket === s3.bucket) {
    const url = presignedObjectUrl(s3, { method: 'DELETE', key, now: deps.now(), expiresSeconds: 300 });
    // The row is already marked deleted (it is never served again); a failed removal leaves an orphan object only.
    await fetch(url, { method: 'DELETE' }).catch(() => undefined);
  } else if (isSafeKey(key)) {
    await removeStored(uploadsDirOf(deps.config), key);
  }
}
