/**
 * What of an email only its recipient may read (docs/decisions/0029-dev-outbox-and-secrets.md).
 * The outbox table keeps a copy of every email, and without SMTP_URL the workspace owner can list
 * it: the copy is made here, once, so no listing can show a link that signs someone in, lets them
 * join a workspace or changes another person's booking.
 */

/**
 * Account mail: the message is the secret (a password reset or email change link, an invitation
 * to join a workspace, a verification code). Its copy keeps only a label; without SMTP_URL the
 * console, which only the operator reads, prints it whole.
 */
const ACCOUNT_MAIL_LABELS: Record<string, string> = {
  PASSWORD_RESET: 'Password reset link',
  EMAIL_CHANGE: 'Email address confirmation link',
  MEMBER_INVITATION: 'Invitation to join the workspace',
  VERIFICATION_CODE: 'Email verification code',
};

export const WITHHELD_TEXT =
  'Withheld: this email carries a link or code meant only for its recipient. ' +
  'Without SMTP_URL the server console printed it.';

const HIDDEN = '[hidden]';

/**
 * Links whose path or query is a credential: an attendee's reschedule and cancel pages (the
 * attendee id is the key, decision 0008), a workspace invitation, and any `token=` parameter
 * (password reset, email confirmation). The secret is what follows the prefix: a UUID or a
 * base64url token, so a full stop or bracket after the link is kept.
 */
const SECRET_PARTS: RegExp[] = [
  /(\/reschedule\/)[\w-]+/g,
  /(\/cancellation\/)[\w-]+/g,
  /(\/invite\/)[\w-]+/g,
  /([?&](?:amp;)?token=)[\w-]+/g,
];

export function isAccountMail(kind: string): boolean {
  return Object.hasOwn(ACCOUNT_MAIL_LABELS, kind);
}

/** The text with every credential in a link replaced by `[hidden]`; hiding twice changes nothing. */
export function hideSecrets(text: string): string {
  return SECRET_PARTS.reduce((out, pattern) => out.replace(pattern, `$1${HIDDEN}`), text);
}

/** RFC 5545 folds long lines (CRLF and a space): a link can be split anywhere in it. */
function unfold(ics: string): string {
  return ics.replace(/\r?\n[ \t]/g, '');
}

export interface StoredMail {
  subject: string;
  text: string;
  html: string | null;
  ics: string | null;
}

/**
 * The copy of a message the outbox keeps and lists. Sending never reads it (a retry sends the
 * caller's message again), so it holds nothing the recipient alone should see. A calendar file
 * is kept unfolded, as a record rather than something to import.
 */
export function storedCopy(mail: {
  kind: string;
  subject: string;
  text: string;
  html?: string | null | undefined;
  ics?: string | null | undefined;
}): StoredMail {
  const label = ACCOUNT_MAIL_LABELS[mail.kind];
  if (label !== undefined) return { subject: label, text: WITHHELD_TEXT, html: null, ics: null };
  return {
    subject: hideSecrets(mail.subject),
    text: hideSecrets(mail.text),
    html: mail.html ? hideSecrets(mail.html) : null,
    ics: mail.ics ? hideSecrets(unfold(mail.ics)) : null,
  };
}
