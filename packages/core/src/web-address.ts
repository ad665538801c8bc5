/**
 * What is wrong with an address someone typed for Kairos to reach (a webhook endpoint, a CalDAV
 * server, a calendar feed), in the words a form shows; null when nothing is. Whether the address
 * may be reached (private networks) is the server's question, asked when it connects.
 */
export function webAddressProblem(
  value: string,
  rules: {
    /** The schemes allowed, without `://`, in the order the message names them. */
    schemes: readonly string[];
    /** A whole address of the kind wanted, shown when the value is not one. */
    example: string;
    /** Shown when the address carries a user name or password; undefined lets them through. */
    noCredentials?: string;
  },
): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `Enter a full address, such as ${rules.example}`;
  }
  const scheme = url.protocol.slice(0, -1).toLowerCase();
  if (!rules.schemes.includes(scheme)) {
    const names = rules.schemes.map((s) => `${s}://`);
    const last = names.pop();
    return `Use an address starting with ${names.length ? `${names.join(', ')} or ${last}` : last}`;
  }
  if (rules.noCredentials && (url.username || url.password)) return rules.noCredentials;
  // A name may end in the root's dot; an IPv6 address is written in brackets.
  const host = url.hostname.replace(/\.$/, '');
  if (!host) return `Enter a full address, such as ${rules.example}`;
  const labels = host.startsWith('[') ? [] : host.split('.');
  if (host.length > 253 || labels.some((label) => label.length === 0 || label.length > 63))
    return 'This host name is not valid';
  return null;
}
