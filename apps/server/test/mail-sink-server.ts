// The inbox of the browser tests: a real SMTP server the e2e server sends to (SMTP_URL), which
// writes each message it accepts to MAIL_SINK_DIR as one JSON file (recipients, subject, decoded
// text and HTML) for e2e/support/mail.ts to read. A test reads a link where its recipient would.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMail, startSmtp } from './smtp-server.ts';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const dir = env('MAIL_SINK_DIR');
mkdirSync(dir, { recursive: true });
let count = 0;
const smtp = await startSmtp({
  port: Number(env('MAIL_SINK_PORT')),
  // Written before the sender hears 250, and renamed into place whole: a mail sent while a request
  // was answered is there once the answer is.
  onMessage: ({ to, raw }) => {
    count += 1;
    const read = readMail(raw);
    const file = join(dir, `${String(count).padStart(6, '0')}.json`);
    writeFileSync(
      `${file}.part`,
      JSON.stringify({ to, subject: read.subject, text: read.text, html: read.html }),
    );
    renameSync(`${file}.part`, file);
  },
});
console.log(`Mail sink at ${smtp.url}, writing to ${dir}`);

const stop = async () => {
  await smtp.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
