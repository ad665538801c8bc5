import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { Deps } from '../../deps.ts';
import * as repo from './repo.ts';

export interface OutgoingMail {
  appId: string | null;
  to: string[];
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  ics?: { content: string; method: 'REQUEST' | 'CANCEL' } | undefined;
  kind: string;
  meetingId?: string | undefined;
  /** A message with a key already recorded is not sent again: retried jobs stay exactly-once. */
  dedupeKey?: string | undefined;
}

export function fromAddress(deps: Deps, name = 'Kairos'): string {
  const host = new URL(deps.config.publicUrl).hostname;
  const domain = host.includes('.') ? host : `${host}.local`;
  return `${name.replace(/["<>]/g, '')} <no-reply@${domain}>`;
}

/** The Message-ID of a recorded message: the same on every attempt to send it. */
export function messageIdOf(outboxId: string): string {
  return `<${outboxId}@kairos>`;
}

/**
 * Records the message (the dev outbox the host can read) and sends it through the configured
 * transport. Returns false when the same dedupe key was sent before. A message recorded but never
 * marked sent (the process died between the two) is sent again under the same Message-ID, so a
 * crash never loses it and a receiver sees one message even if the first attempt had got through.
 */
export async function sendMail(deps: Deps, mail: OutgoingMail, senderName?: string): Promise<boolean> {
  const inserted = await repo.insertOutbox(deps.db, {
    appId: mail.appId,
    toAddresses: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    ics: mail.ics?.content ?? null,
    kind: mail.kind,
    meetingId: mail.meetingId ?? null,
    dedupeKey: mail.dedupeKey ?? null,
    transport: deps.mail.kind,
  });
  const interrupted =
    inserted || !mail.dedupeKey ? undefined : await repo.findOutboxByDedupeKey(deps.db, mail.dedupeKey);
  const row = inserted ?? (interrupted && interrupted.sentAt === null ? interrupted : undefined);
  if (!row) return false;
  try {
    await deps.mail.send({
      messageId: messageIdOf(row.id),
      from: fromAddress(deps, senderName),
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ics: mail.ics,
    });
  } catch (error) {
    // Forget the record so a retry sends it.
    await repo.deleteOutbox(deps.db, row.id);
    throw error;
  }
  await repo.markSent(deps.db, row.id, deps.now());
  return true;
}

export async function listOutbox(deps: Deps, appId: AuthorizedAppId, limit: number, to?: string) {
  const rows = await repo.listOutbox(deps.db, appId, limit, to);
  return rows.map((r) => ({
    _id: r.id,
    to: r.toAddresses,
    subject: r.subject,
    text: r.text,
    html: r.html,
    ics: r.ics,
    kind: r.kind,
    meetingId: r.meetingId,
    transport: r.transport,
    sentAt: r.sentAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
