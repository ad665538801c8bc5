import type { Contact, ContactBlockBody } from '@kairos/core/contacts/contact-schema';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import * as repo from './repo.ts';

function toContactDto(row: repo.ContactRow): Contact {
  return {
    _id: row.id,
    emailId: row.emailId,
    name: row.name,
    timezone: row.timezone,
    phoneNumber: row.phoneNumber,
    status: row.status,
    blockedMessage: row.blockedMessage,
    tags: row.tags,
  };
}

/** Blocks or unblocks contacts; a blocked contact's bookings are refused with `blockedMessage`. */
export async function setBlockStatus(
  deps: Deps,
  auth: AuthContext,
  body: ContactBlockBody,
): Promise<Contact[]> {
  const rows = await repo.setContactStatus(
    deps.db,
    auth.appId,
    {
      ids: body.ids,
      emailIds: body.emailIds,
      status: body.status,
      blockedMessage: body.status === 'BLOCKED' ? (body.blockedMessage ?? null) : null,
    },
    deps.now(),
  );
  return rows.map(toContactDto);
}
