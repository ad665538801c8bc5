import nodemailer from 'nodemailer';

/**
 * The iCalendar part of a message; `method` is its METHOD (REQUEST or CANCEL). As an invitation
 * (the default) it is the message's calendar alternative, which mail programs offer to accept;
 * as an attachment it is a file `invite.ics` to add by hand.
 */
export interface IcsPart {
  content: string;
  method: 'REQUEST' | 'CANCEL';
  as?: 'invitation' | 'attachment' | undefined;
}

export interface MailMessage {
  /** `<id@host>`; the same on a retry of the same message. */
  messageId?: string | undefined;
  from: string;
  to: string[];
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  ics?: IcsPart | undefined;
  /**
   * Account mail: its link or code is for the recipient alone, so no listing shows it and the dev
   * outbox's console prints it whole instead (the one place an operator without SMTP finds it).
   */
  secret?: boolean | undefined;
}

export interface MailTransport {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/**
 * The dev outbox's console line: who, the subject, and the reschedule and cancel links the
 * message carries, so a developer can follow them without an inbox. Account mail is printed
 * whole: a lone owner without SMTP resets a lost password with the link printed here.
 */
export function outboxLine(message: Pick<MailMessage, 'to' | 'subject' | 'text' | 'secret'>): string {
  const lines = [`[outbox] to ${message.to.join(', ')}: ${message.subject}`];
  if (message.secret) {
    lines.push(...message.text.split('\n').map((line) => (line ? `         ${line}` : '')));
    return lines.join('\n');
  }
  for (const [label, pattern] of [
    ['reschedule', /https?:\/\/\S+\/reschedule\/[^\s)>\]]+/],
    ['cancel', /https?:\/\/\S+\/cancellation\/[^\s)>\]]+/],
  ] as const) {
    const link = pattern.exec(message.text)?.[0];
    if (link) lines.push(`         ${label}: ${link}`);
  }
  return lines.join('\n');
}

/** SMTP when SMTP_URL is set; otherwise the dev outbox: messages are printed on the console only. */
export function createMailTransport(smtpUrl: string | undefined, log: (line: string) => void): MailTransport {
  if (!smtpUrl) {
    return {
      kind: 'outbox',
      send: async (m) => log(outboxLine(m)),
    };
  }
  // Bounded waits: a side-effects job must finish well within its job's expiry.
  const url = new URL(smtpUrl);
  for (const [name, ms] of [
    ['connectionTimeout', '5000'],
    ['greetingTimeout', '5000'],
    ['socketTimeout', '10000'],
  ] as const) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, ms);
  }
  const transporter = nodemailer.createTransport(url.toString());
  return {
    kind: 'smtp',
    send: async (m) => {
      await transporter.sendMail({
        ...(m.messageId ? { messageId: m.messageId } : {}),
        from: m.from,
        to: m.to,
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
        subject: m.subject,
        text: m.text,
        ...(m.html ? { html: m.html } : {}),
        ...(m.ics?.as === 'attachment'
          ? {
              attachments: [
                {
                  filename: 'invite.ics',
                  content: m.ics.content,
                  contentType: `text/calendar; charset=utf-8; method=${m.ics.method}`,
                },
              ],
            }
          : m.ics
            ? { icalEvent: { method: m.ics.method, content: m.ics.content, filename: 'invite.ics' } }
            : {}),
      });
    },
  };
}
