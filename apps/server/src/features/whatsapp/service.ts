import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import { AppError } from '@kairos/core/errors';
import type { Notifications } from '@kairos/core/events/notifications-schema';
import type { TemplateValues } from '@kairos/core/notifications/render-template';
import type {
  WhatsappChannel,
  WhatsappChannelBody,
} from '@kairos/core/notifications/whatsapp-channel-schema';
import { buildTemplateMessage, whatsappRecipient } from '@kairos/core/notifications/whatsapp-message';
import type { Deps } from '../../deps.ts';
import { type SendResult, sendCloudMessage } from './client.ts';
import * as repo from './repo.ts';

function toChannel(row: repo.ChannelRow): WhatsappChannel {
  return {
    phoneNumberId: row.phoneNumberId,
    businessAccountId: row.businessAccountId,
    enabled: row.enabled,
    hasAccessToken: row.accessToken.length > 0,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getChannel(deps: Deps, appId: AuthorizedAppId): Promise<WhatsappChannel | null> {
  const row = await repo.findChannel(deps.db, appId);
  return row ? toChannel(row) : null;
}

export async function saveChannel(
  deps: Deps,
  appId: AuthorizedAppId,
  body: WhatsappChannelBody,
): Promise<WhatsappChannel> {
  const existing = await repo.findChannel(deps.db, appId);
  const accessToken = body.accessToken ?? existing?.accessToken;
  if (!accessToken) {
    throw new AppError('VALIDATION_ERROR', 'An access token is needed to set up WhatsApp', {
      issues: [{ path: 'accessToken', message: 'Required' }],
    });
  }
  const row = await repo.upsertChannel(
    deps.db,
    appId,
    {
      phoneNumberId: body.phoneNumberId,
      businessAccountId: body.businessAccountId ?? null,
      accessToken,
      enabled: body.enabled,
    },
    deps.now(),
  );
  return toChannel(row);
}

export async function removeChannel(deps: Deps, appId: AuthorizedAppId): Promise<void> {
  if (!(await repo.deleteChannel(deps.db, appId)))
    throw new AppError('NOT_FOUND', 'No WhatsApp channel is set up');
}

export type WhatsappKind = 'NOTIFICATION' | 'REMINDER' | 'FOLLOW_UP';

const SETTING_OF: Record<WhatsappKind, 'whatsappNotification' | 'whatsappReminder' | 'whatsappFollowUp'> = {
  NOTIFICATION: 'whatsappNotification',
  REMINDER: 'whatsappReminder',
  FOLLOW_UP: 'whatsappFollowUp',
};

export interface WhatsappSend {
  appId: string;
  kind: WhatsappKind;
  notifications: Notifications;
  /** The event's questions, to know which answers are phone numbers and which is for WhatsApp. */
  questions: ReadonlyArray<{
    questionId?: string | undefined;
    type: string;
    isWhatsapp?: boolean | undefined;
  }>;
  attendee: { emailId: string; answers: ReadonlyArray<Record<string, unknown>> };
  /** The template's values, dates written in `locale` (the template's language). */
  values: (locale: string) => TemplateValues;
}

/**
 * The language a template is approved in, as `Intl` names it (`pt_BR` → `pt-BR`): its dates are
 * written in it, so that they read as the rest of the message. British English when unreadable.
 */
export function templateLocale(whatsappLanguage: string): string {
  try {
    return Intl.getCanonicalLocales(whatsappLanguage.replace(/_/g, '-'))[0] ?? 'en-GB';
  } catch {
    return 'en-GB';
  }
}

/** Why a message cannot be sent at all (so retrying is pointless), or the API's answer. */
export type WhatsappOutcome = SendResult | { ok: false; skipped: string };

/**
 * Sends the event's WhatsApp template for one attendee, from the event's channel (a phone number
 * id of the workspace's WhatsApp account; the workspace's own number when the event names none).
 */
export async function sendWhatsapp(deps: Deps, send: WhatsappSend): Promise<WhatsappOutcome> {
  const setting = send.notifications[SETTING_OF[send.kind]];
  if (!setting.enable) return { ok: false, skipped: 'WhatsApp is off for this event' };
  const channel = await repo.findChannel(deps.db, send.appId);
  if (!channel?.enabled) return { ok: false, skipped: 'WhatsApp is not set up for this workspace' };
  const to = await recipientOf(deps, send);
  if (!to) return { ok: false, skipped: 'the attendee gave no valid phone number' };
  return sendCloudMessage(
    {
      baseUrl: deps.config.whatsappApiUrl,
      phoneNumberId: setting.channelId || channel.phoneNumberId,
      accessToken: channel.accessToken,
    },
    buildTemplateMessage(setting, to, send.values(templateLocale(setting.language))),
  );
}

/**
 * The attendee's number. When the event marks a phone question as the WhatsApp number, its
 * answer and nothing else (no answer: no message); otherwise their answer to a phone question,
 * else their contact record's.
 */
async function recipientOf(deps: Deps, send: WhatsappSend): Promise<string | undefined> {
  const phones = send.questions.filter((q) => q.type === 'PHONE_NUMBER');
  const flagged = phones.filter((q) => q.isWhatsapp);
  const asked = new Set((flagged.length > 0 ? flagged : phones).map((q) => q.questionId));
  for (const answer of send.attendee.answers) {
    if (!asked.has(String(answer.questionId)) || typeof answer.answer !== 'string') continue;
    const number = whatsappRecipient(answer.answer, 'IN');
    if (number) return number;
  }
  if (flagged.length > 0) return undefined;
  const stored = await repo.findContactPhone(deps.db, send.appId, send.attendee.emailId);
  return whatsappRecipient(stored, 'IN');
}
