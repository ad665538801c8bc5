import type { TemplateMessage } from '@kairos/core/notifications/whatsapp-message';

export type SendResult =
  | { ok: true; messageId: string }
  | { ok: false; status: number; message: string; permanent: boolean };

export interface CloudApiTarget {
  baseUrl: string;
  phoneNumberId: string;
  accessToken: string;
}

const TIMEOUT_MS = 10_000;

/**
 * Sends one message through the WhatsApp Business Cloud API
 * (`POST {base}/{phone-number-id}/messages`, bearer token). A refusal the same request would get
 * again (4xx other than 408 and 429) is permanent; a timeout, 429 or 5xx may pass on a retry.
 */
export async function sendCloudMessage(
  target: CloudApiTarget,
  message: TemplateMessage,
): Promise<SendResult> {
  const url = `${target.baseUrl}/${encodeURIComponent(target.phoneNumberId)}/messages`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${target.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { ok: false, status: 0, message: `WhatsApp unreachable: ${describe(error)}`, permanent: false };
  }
  const body = (await response.json().catch(() => undefined)) as CloudResponse | undefined;
  const messageId = body?.messages?.[0]?.id;
  if (response.ok && messageId) return { ok: true, messageId };
  const status = response.status;
  const reason = body?.error?.message ?? `HTTP ${status}`;
  const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
  return { ok: false, status, message: `WhatsApp refused the message: ${reason}`, permanent };
}

interface CloudResponse {
  messages?: Array<{ id?: string }>;
  error?: { message?: string; code?: number };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
