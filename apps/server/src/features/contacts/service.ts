import {
  type AttendeeUtmsQuery,
  type AttendeeUtmsResponse,
  CONTACT_PAGE_SIZE,
  type ContactCreateBody,
  type ContactDeleteBody,
  type ContactDeleteResponse,
  type ContactListItem,
  type ContactListQuery,
  type ContactListResponse,
  type ContactUpdateBody,
} from '@kairos/core/contacts/contact-list-schema';
import type { Contact, ContactBlockBody } from '@kairos/core/contacts/contact-schema';
import { AppError } from '@kairos/core/errors';
import { isUuid } from '@kairos/core/ids';
import { isUniqueViolation } from '@kairos/db/errors';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import { recordChange } from '../lifecycle/changes.ts';
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
  const rows = await deps.db.transaction(async (tx) => {
    const changed = await repo.setContactStatus(
      tx,
      auth.appId,
      {
        ids: body.ids,
        emailIds: body.emailIds,
        status: body.status,
        blockedMessage: body.status === 'BLOCKED' ? (body.blockedMessage ?? null) : null,
      },
      deps.now(),
    );
    if (body.status === 'BLOCKED')
      for (const c of changed)
        await recordChange(deps, tx, auth.appId, 'contact.blocked', { contactId: c.id });
    return changed;
  });
  return rows.map(toContactDto);
}

function toListItem(row: repo.ContactWithCount): ContactListItem {
  return { ...toContactDto(row), meetings: row.meetings, createdAt: row.createdAt.toISOString() };
}

const DUPLICATE = 'A contact with this email already exists';

/** `GET /contact/list`: 50 contacts a page, newest first; `last` is true on the last page. */
export async function listContacts(
  deps: Deps,
  auth: AuthContext,
  query: ContactListQuery,
): Promise<ContactListResponse> {
  const rows = await repo.listContacts(
    deps.db,
    {
      appId: auth.appId,
      q: query.q || undefined,
      ids: query.ids?.filter(isUuid),
      attendee: query.attendee || undefined,
      tags: query.tags,
    },
    { offset: (query.page - 1) * CONTACT_PAGE_SIZE, limit: CONTACT_PAGE_SIZE + 1 },
  );
  return {
    contacts: rows.slice(0, CONTACT_PAGE_SIZE).map(toListItem),
    pageSize: CONTACT_PAGE_SIZE,
    last: rows.length <= CONTACT_PAGE_SIZE,
  };
}

async function contactById(deps: Deps, auth: AuthContext, id: string): Promise<ContactListItem> {
  const row = isUuid(id) ? await repo.findContact(deps.db, auth.appId, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Contact not found');
  return toListItem(row);
}

/** `POST /contact`: a contact made by hand; an address already in the contacts is 409 CONFLICT. */
export async function createContact(
  deps: Deps,
  auth: AuthContext,
  body: ContactCreateBody,
): Promise<ContactListItem> {
  const row = await deps.db.transaction(async (tx) => {
    const made = await repo.insertContact(
      tx,
      auth.appId,
      {
        emailId: body.emailId,
        name: body.name,
        timezone: body.timezone ?? null,
        phoneNumber: body.phoneNumber ?? null,
        tags: body.tags ?? [],
      },
      deps.now(),
    );
    if (made) await recordChange(deps, tx, auth.appId, 'contact.created', { contactId: made.id });
    return made;
  });
  if (!row) {
    throw new AppError('CONFLICT', DUPLICATE, { issues: [{ path: 'emailId', message: DUPLICATE }] });
  }
  return contactById(deps, auth, row.id);
}

/** `PATCH /contact`: changes the fields given; moving to an address another contact has is 409 CONFLICT. */
export async function updateContact(
  deps: Deps,
  auth: AuthContext,
  body: ContactUpdateBody,
): Promise<ContactListItem> {
  if (!isUuid(body._id)) throw new AppError('NOT_FOUND', 'Contact not found');
  const values: repo.ContactValues = {
    ...(body.emailId !== undefined ? { emailId: body.emailId } : {}),
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.timezone !== undefined ? { timezone: body.timezone } : {}),
    ...(body.phoneNumber !== undefined ? { phoneNumber: body.phoneNumber } : {}),
    ...(body.tags !== undefined ? { tags: body.tags } : {}),
  };
  let row: repo.ContactRow | undefined;
  try {
    row = await repo.updateContact(deps.db, auth.appId, body._id, values, deps.now());
  } catch (error) {
    if (isUniqueViolation(error, 'contacts_app_email_key')) {
      throw new AppError('CONFLICT', DUPLICATE, { issues: [{ path: 'emailId', message: DUPLICATE }] });
    }
    throw error;
  }
  if (!row) throw new AppError('NOT_FOUND', 'Contact not found');
  return contactById(deps, auth, row.id);
}

/**
 * `POST /contact/delete`: the schema refuses it without `confirmDelete: true`. With `deleteToo`,
 * the contacts' attendee records go too, and meetings left without attendees with them.
 */
export async function deleteContacts(
  deps: Deps,
  auth: AuthContext,
  body: ContactDeleteBody,
): Promise<ContactDeleteResponse> {
  const ids = body.ids.filter(isUuid);
  if (ids.length === 0) return { deleted: 0, attendeesDeleted: 0, meetingsDeleted: 0 };
  return deps.db.transaction((tx) => repo.deleteContacts(tx, auth.appId, ids, body.deleteToo));
}

export async function listTags(deps: Deps, auth: AuthContext): Promise<string[]> {
  return repo.listTags(deps.db, auth.appId);
}

/** `GET /attendee/agent/utms`: the UTM parameters of each booking the contact (or address) made. */
export async function attendeeUtms(
  deps: Deps,
  auth: AuthContext,
  query: AttendeeUtmsQuery,
): Promise<AttendeeUtmsResponse> {
  let emailId = query.emailId;
  if (query.contactId !== undefined) {
    emailId = (await contactById(deps, auth, query.contactId)).emailId;
  }
  const rows = emailId ? await repo.findUtms(deps.db, auth.appId, emailId) : [];
  return {
    utms: rows.map((r) => ({
      meetingId: r.meetingId,
      at: r.at.toISOString(),
      meetingTime: r.meetingTime.toISOString(),
      ...r.utms,
    })),
  };
}
