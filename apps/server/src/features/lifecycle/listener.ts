import type { WebhookTrigger } from '@kairos/core/webhooks/webhook-schema';
import type { DbOrTx } from '@kairos/db/client';

/** What a change is about: a booking (and the attendee it concerns), a contact or a form response. */
export type ChangeSubject =
  | { meetingId: string; attendeeId?: string | undefined }
  | { contactId: string }
  | { responseId: string };

/** One step of a booking's, a contact's or a form response's life, as its listeners receive it. */
export interface Change {
  appId: string;
  trigger: WebhookTrigger;
  subject: ChangeSubject;
}

/**
 * Something that follows the lifecycle (outgoing webhooks, the spreadsheet, the mailing list). It
 * writes its own outbox rows in the transaction of the change, so a committed change always reaches
 * it and a rolled-back one never does, and its own jobs deliver them with their own retries. The booking,
 * payment and meeting code knows only this interface; the server's composition root lists the
 * listeners (`apps/server/src/listeners.ts`). `D` is the server's
 * dependencies, named by the caller so that this file and `deps.ts` need not import each other.
 */
export interface ChangeListener<D> {
  name: string;
  /**
   * Whether this workspace listens for any of these triggers, and where: read once before a busy
   * transaction so that, with nobody listening, the change costs no statement inside it.
   */
  audience(db: DbOrTx, appId: string, triggers: readonly WebhookTrigger[]): Promise<unknown>;
  /** Writes what the change means to this listener, in the change's transaction. */
  record(deps: D, tx: DbOrTx, change: Change, audience: unknown): Promise<void>;
}
