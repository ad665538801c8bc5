import { randomUUID } from 'node:crypto';
import { AppError } from '@kairos/core/errors';
import { isConnectionError } from '@kairos/db/errors';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import * as repo from './repo.ts';
import { isAccountMail, storedCopy } from './secrets.ts';
import type { IcsPart } from './transport.ts';

export interface OutgoingMail {
  appId: string | null;
  to: string[];
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  ics?: IcsPart | undefined;
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
 * Records the message (its copy without the recipient's secrets, `storedCopy`) and sends it
 * through the configured transport. Returns false when the same dedupe key was sent before. See `sendMails`.
 */
export async function sendMail(deps: Deps, mail: OutgoingMail, senderName?: string): Promise<boolean> {
  return (await sendMails(deps, [mail], senderName)) > 0;
}

/**
 * Records several messages in one statement and sends them one after another through the
 * configured transport; each is marked sent before the next goes out. Returns how many were
 * sent: a message whose dedupe key was sent before is skipped. A message recorded but never marked
 * sent (the process died before the mark) is sent again under the same Message-ID, so a crash
 * never loses it and a receiver sees one message even if the first attempt had got through. When
 * one fails, it and the rest are forgotten, so a retry sends them.
 */
export async function sendMails(deps: Deps, mails: OutgoingMail[], senderName?: string): Promise<number> {
  // A key twice in one call is one message.
  const keys = new Set<string>();
  const unique = mails.filter((m) => !m.dedupeKey || (!keys.has(m.dedupeKey) && keys.add(m.dedupeKey)));
  if (unique.length === 0) return 0;
  const withIds = unique.map((mail) => ({ mail, id: randomUUID() }));
  const inserted = new Set(
    (
      await repo.insertOutboxRows(
        deps.db,
        withIds.map(({ mail, id }) => ({
          id,
          appId: mail.appId,
          toAddresses: mail.to,
          ...storedCopy({ ...mail, ics: mail.ics?.content }),
          kind: mail.kind,
          meetingId: mail.meetingId ?? null,
          dedupeKey: mail.dedupeKey ?? null,
          transport: deps.mail.kind,
        })),
      )
    ).map((r) => r.id),
  );
  const recordedBefore = withIds.filter(({ id }) => !inserted.has(id)).map(({ mail }) => mail.dedupeKey);
  const interrupted = new Map(
    (
      await repo.findUnsentByDedupeKeys(
        deps.db,
        recordedBefore.filter((k): k is string => k !== undefined),
      )
    ).map((r) => [r.dedupeKey, r.id]),
  );
  const toSend = withIds.flatMap(({ mail, id }) => {
    if (inserted.has(id)) return [{ mail, id }];
    const earlier = mail.dedupeKey === undefined ? undefined : interrupted.get(mail.dedupeKey);
    return earlier ? [{ mail, id: earlier }] : [];
  });
  let sent = 0;
  try {
    for (const { mail, id } of toSend) {
      await deps.mail.send({
        messageId: messageIdOf(id),
        from: fromAddress(deps, senderName),
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ics: mail.ics,
        secret: isAccountMail(mail.kind),
      });
      await markSent(deps, id);
      sent += 1;
    }
  } catch (error) {
    // Forget the records of the rest so a retry sends them.
    await repo.deleteOutboxRows(
      deps.db,
      toSend.slice(sent).map(({ id }) => id),
    );
    throw error;
  }
  return sent;
}

/** How long a message accepted by the SMTP server waits, at most, for the database to record it. */
export const MARK_PATIENCE_MS = 10 * 60_000;

/**
 * Records one message as sent before the next is sent. The SMTP server has accepted it, so if the
 * database is away at this moment the mark is tried again until it is back: a failed job would
 * be retried and find the message unsent, and send it twice. Only a process that dies in between
 * can still send one message again (under the same Message-ID).
 */
async function markSent(deps: Deps, id: string): Promise<void> {
  const until = Date.now() + MARK_PATIENCE_MS;
  for (let wait = 100; ; wait = Math.min(wait * 2, 2000)) {
    try {
      await repo.markAllSent(deps.db, [id], deps.now());
      return;
    } catch (error) {
      if (!isConnectionError(error) || Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

/**
 * `GET /outbox`: the dev outbox, the operator's view of what the server would have emailed. With
 * SMTP_URL there is none (404): mail went to real inboxes. Without it only the workspace owner
 * reads it, and what it shows holds no one's secret: account mail is a label (the console printed
 * it), other mail has its attendees' links hidden. Hidden again on the way out, for copies kept
 * before they were stored without them.
 */
export async function listOutbox(
  deps: Deps,
  auth: AuthContext,
  query: { limit: number; to?: string | undefined },
) {
  if (deps.mail.kind === 'smtp') {
    throw new AppError('NOT_FOUND', 'This server sends email over SMTP: there is no outbox to read');
  }
  if (!auth.isOwner) throw new AppError('FORBIDDEN', 'Only the workspace owner can read the outbox');
  const rows = await repo.listOutbox(deps.db, auth.appId, query.limit, query.to);
  return rows.map((r) => ({
    _id: r.id,
    to: r.toAddresses,
    ...storedCopy(r),
    kind: r.kind,
    meetingId: r.meetingId,
    transport: r.transport,
    sentAt: r.sentAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
