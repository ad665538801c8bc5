import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedMessage {
  phoneNumberId: string;
  token: string;
  body: {
    messaging_product?: string;
    to?: string;
    type?: string;
    template?: {
      name?: string;
      language?: { code?: string };
      components?: Array<{ type: string; parameters: Array<{ type: string; text: string }> }>;
    };
  };
}

/**
 * A local stand-in for the WhatsApp Business Cloud API's messages endpoint, answering as the
 * documented API does: 200 with a `wamid` for a well-formed template message and a known token,
 * 401 with an OAuthException for another token, 400 for a malformed body. `failNext` makes the
 * next calls answer 500, as the API does when it is down.
 */
export interface FakeWhatsapp {
  baseUrl: string;
  received: ReceivedMessage[];
  failNext(count: number): void;
  close(): Promise<void>;
}

export async function startFakeWhatsapp(validToken: string): Promise<FakeWhatsapp> {
  const received: ReceivedMessage[] = [];
  let failures = 0;
  const server: Server = createServer(async (req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const match = /^\/v21\.0\/(\d+)\/messages$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match?.[1])
      return reply(404, { error: { message: 'Unknown path', code: 100 } });
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (token !== validToken) {
      return reply(401, {
        error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
      });
    }
    if (failures > 0) {
      failures -= 1;
      return reply(500, { error: { message: 'Service temporarily unavailable', code: 2 } });
    }
    const body = await readJson(req);
    const template = body?.template;
    if (
      body?.messaging_product !== 'whatsapp' ||
      body.type !== 'template' ||
      !/^\d{6,15}$/.test(body.to ?? '') ||
      !template?.name ||
      !template.language?.code
    ) {
      return reply(400, {
        error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 },
      });
    }
    received.push({ phoneNumberId: match[1], token, body });
    reply(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: `wamid.${received.length}` }],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v21.0`,
    received,
    failNext: (count) => {
      failures = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function readJson(req: IncomingMessage): Promise<ReceivedMessage['body'] | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}
