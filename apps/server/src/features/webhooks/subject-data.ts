import type { WebhookData } from '@kairos/core/webhooks/webhook-schema';
import type { DbOrTx } from '@kairos/db/client';
import type { ChangeSubject } from '../lifecycle/listener.ts';
import * as repo from './repo.ts';
import { toBookingData, toContactData, toRoutingResponseData } from './snapshots.ts';

/** What a change is about: a booking (and the attendee it concerns), a contact or a form response. */
export type WebhookSubject = ChangeSubject;

/** The payload data of a subject as it is now: a booking with its attendee, a contact or a form response. */
export async function loadWebhookData(tx: DbOrTx, subject: WebhookSubject): Promise<WebhookData | undefined> {
  if ('meetingId' in subject) {
    const meeting = await repo.findBookingSnapshot(tx, subject.meetingId);
    if (!meeting) return undefined;
    const attendee = subject.attendeeId ? await repo.findAttendee(tx, subject.attendeeId) : undefined;
    return { booking: toBookingData(meeting, attendee) };
  }
  if ('contactId' in subject) {
    const contact = await repo.findContact(tx, subject.contactId);
    return contact ? { contact: toContactData(contact) } : undefined;
  }
  const response = await repo.findRoutingResponse(tx, subject.responseId);
  return response ? { routingFormResponse: toRoutingResponseData(response) } : undefined;
}
