import { createMailTransport, type MailTransport } from '../src/features/mail/transport.ts';

/**
 * The dev outbox's console transport, keeping what it prints: one entry per message, as the
 * operator of a server without SMTP_URL reads it. Account mail is printed whole there and nowhere
 * else, so a test that follows a reset or invitation link reads it here.
 */
export interface ConsoleMail {
  transport: MailTransport;
  printed: string[];
  /** What was printed for messages to `to`, newest first. */
  printedFor(to: string): string[];
  /** The first match of `pattern` in the newest message to `to` that has one; waits for jobs to send it. */
  waitFor(to: string, pattern: RegExp): Promise<RegExpExecArray>;
}

export function captureConsoleMail(): ConsoleMail {
  const printed: string[] = [];
  const printedFor = (to: string) =>
    printed
      .filter((entry) => {
        const header = /^\[outbox\] to (.*?): /.exec(entry)?.[1] ?? '';
        return header.split(', ').some((address) => address.toLowerCase() === to.toLowerCase());
      })
      .reverse();
  return {
    transport: createMailTransport(undefined, (entry) => printed.push(entry)),
    printed,
    printedFor,
    async waitFor(to, pattern) {
      for (let i = 0; i < 200; i++) {
        for (const entry of printedFor(to)) {
          const match = pattern.exec(entry);
          if (match) return match;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`nothing matching ${pattern} was printed for ${to}`);
    },
  };
}
