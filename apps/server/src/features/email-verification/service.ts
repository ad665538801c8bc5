import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '@kairos/core/errors';
import type { Deps } from '../../deps.ts';
import { sendMail } from '../mail/service.ts';
import { enforceRateLimits } from '../rate-limit/service.ts';
import { loadBookableEvent } from '../slots/service.ts';
import * as repo from './repo.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_ATTEMPTS = 5;
const SEND_WINDOW_MS = 10 * 60 * 1000;
export const SENDS_PER_ADDRESS = 5;
export const SENDS_PER_IP = 30;

function hashCode(deps: Deps, id: { eventId: string; emailId: string }, code: string): string {
  return createHmac('sha256', deps.config.sessionSecret)
    .update(`${id.eventId}:${id.emailId.toLowerCase()}:${code}`)
    .digest('hex');
}

/** Emails a 6-digit code that proves the visitor owns the address; valid 10 minutes, 5 tries. */
export async function sendVerificationCode(
  deps: Deps,
  body: { emailId: string; eventId: string },
  ip: string,
): Promise<void> {
  const source = await loadBookableEvent(deps, body.eventId);
  if (!source.event.attendeeEmailVerification) {
    throw new AppError('BAD_REQUEST', 'This event does not ask for email verification');
  }
  await enforceRateLimits(
    deps.db,
    [
      { key: `otp:email:${body.emailId}`, limit: SENDS_PER_ADDRESS, windowMs: SEND_WINDOW_MS },
      { key: `otp:ip:${ip}`, limit: SENDS_PER_IP, windowMs: SEND_WINDOW_MS },
    ],
    deps.now(),
  );
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await repo.insertVerification(deps.db, {
    eventId: body.eventId,
    emailId: body.emailId,
    codeHash: hashCode(deps, body, code),
    expiresAt: new Date(deps.now().getTime() + CODE_TTL_MS),
  });
  await sendMail(deps, {
    appId: source.appId,
    to: [body.emailId],
    subject: `${code} is your verification code`,
    text: `Your verification code for “${source.event.name}” is ${code}.\n\nIt expires in 10 minutes. If you did not ask for it, ignore this email.`,
    html: `<p>Your verification code for <strong>${escapeHtml(source.event.name)}</strong> is</p><p style="font-size:28px;letter-spacing:6px;font-weight:700">${code}</p><p>It expires in 10 minutes. If you did not ask for it, ignore this email.</p>`,
    kind: 'VERIFICATION_CODE',
  });
}

/** Throws unless `code` is the live code for the address and event; wrong tries are counted. */
export async function checkVerificationCode(
  deps: Deps,
  id: { eventId: string; emailId: string },
  code: string | undefined,
): Promise<void> {
  if (!code) throw new AppError('VERIFICATION_CODE_REQUIRED');
  const row = await repo.findLiveVerification(deps.db, id.eventId, id.emailId, deps.now());
  if (!row || row.attempts >= MAX_ATTEMPTS) throw new AppError('VERIFICATION_CODE_INVALID');
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(deps, id, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const used = await repo.countAttempt(deps.db, row.id);
    const left = MAX_ATTEMPTS - used;
    throw new AppError(
      'VERIFICATION_CODE_INVALID',
      left > 0
        ? `The code is wrong; ${left} ${left === 1 ? 'try' : 'tries'} left`
        : 'Too many wrong tries; ask for a new code',
    );
  }
  await repo.markUsed(deps.db, row.id, deps.now());
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
