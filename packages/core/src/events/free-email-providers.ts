/**
 * Domains of the large free email services, where anyone can open an address. A booking from one
 * of them says nothing about who the attendee works for, which is why a host may want to confirm
 * only those (`bookingConfirmation.enableOnlyForFreeProviders`).
 */
const FREE_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'hotmail.fr',
  'hotmail.de',
  'hotmail.it',
  'hotmail.es',
  'live.com',
  'live.co.uk',
  'live.fr',
  'live.de',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.co.in',
  'yahoo.co.jp',
  'yahoo.fr',
  'yahoo.de',
  'yahoo.it',
  'yahoo.es',
  'yahoo.com.br',
  'ymail.com',
  'rocketmail.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'tutanota.com',
  'tuta.io',
  'zoho.com',
  'zohomail.com',
  'mail.com',
  'email.com',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'web.de',
  't-online.de',
  'freenet.de',
  'orange.fr',
  'laposte.net',
  'free.fr',
  'libero.it',
  'virgilio.it',
  'seznam.cz',
  'wp.pl',
  'o2.pl',
  'interia.pl',
  'onet.pl',
  'mail.ru',
  'bk.ru',
  'inbox.ru',
  'list.ru',
  'yandex.com',
  'yandex.ru',
  'ya.ru',
  'rediffmail.com',
  'qq.com',
  '163.com',
  '126.com',
  'sina.com',
  'naver.com',
  'daum.net',
  'hanmail.net',
  'fastmail.com',
  'hey.com',
  'duck.com',
  'inbox.com',
  'hushmail.com',
]);

/** Whether `emailId` is an address at a free email service (by its domain, any case). */
export function isFreeEmailAddress(emailId: string): boolean {
  const at = emailId.lastIndexOf('@');
  if (at < 0) return false;
  return FREE_EMAIL_DOMAINS.has(
    emailId
      .slice(at + 1)
      .trim()
      .toLowerCase(),
  );
}
