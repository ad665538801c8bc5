import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HostSite {
  /** `http://127.0.0.1:{port}`: another origin than the app's `http://localhost:{port}`. */
  origin: string;
  close(): Promise<void>;
}

/** A plain static site on another loopback origin, for pages that embed the widget. */
export async function startHostSite(pages: Record<string, string>): Promise<HostSite> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const page = pages[path];
    if (page === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A page that loads `/embed.js` from `appOrigin` with `body`, and keeps what it hears: every
 * message from the app's origin in `window.kairosMessages`, the public events in `window.kairosEvents`.
 */
export function hostPage(appOrigin: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Host site</title></head>
<body style="margin:0;font-family:sans-serif">
<main style="padding:16px"><h1>Our site</h1>${body}</main>
<script>
  window.kairosMessages = [];
  window.kairosEvents = [];
  window.addEventListener('message', function (e) {
    if (e.origin === ${JSON.stringify(appOrigin)}) window.kairosMessages.push(e.data);
  });
  ['page_viewed', 'date_selected', 'time_selected', 'booking_successful', 'payment_completed'].forEach(function (name) {
    window.addEventListener('kairos:' + name, function (e) { window.kairosEvents.push({ name: name, detail: e.detail }); });
  });
</script>
<script src="${appOrigin}/embed.js"></script>
</body>
</html>`;
}
