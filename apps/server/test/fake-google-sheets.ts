import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_OAUTH_CONFIG, type OAuthConfig } from '../src/features/oauth/config.ts';
import { createFakeCalendarApi, type FakeCalendarApi } from './fake-google-calendar.ts';
import { type Listening, listen, parseJson, readBody, replyJson } from './fake-http.ts';
import { createFakeOAuth, type FakeOAuth, type FakeOAuthOptions } from './fake-oauth.ts';

/**
 * A local stand-in for the Google Sheets API v4 values endpoints the spreadsheet app calls,
 * answering as the reference says: `values:append` writes after the sheet's table and answers
 * the range it wrote (`updates.updatedRange`), `values.update` writes at the range, both need
 * `valueInputOption`, a bearer token the OAuth stand-in issued (401 UNAUTHENTICATED otherwise),
 * an existing spreadsheet (404 NOT_FOUND) and sheet (400 INVALID_ARGUMENT). `failNext` answers
 * 429 RESOURCE_EXHAUSTED (with Retry-After) or 500/503 as Google does under load.
 */
export interface FakeSheets {
  /** Spreadsheet id → sheet name → rows of cells. */
  spreadsheets: Map<string, Map<string, string[][]>>;
  requests: Array<{ method: string; path: string; body: Record<string, unknown> | undefined }>;
  failNext(status: number, retryAfter?: string): void;
  /** Serves /v4/spreadsheets/…; false when the path is not its own. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

function googleError(
  res: ServerResponse,
  code: number,
  message: string,
  headers: Record<string, string> = {},
) {
  replyJson(res, code, { error: { code, message, status: STATUS_NAMES[code] ?? 'UNKNOWN' } }, headers);
}

/** `'It''s'!A5:H5` → sheet, first column and row. */
function parseRange(range: string): { sheet: string; column: number; row: number } | undefined {
  const match = /^(?:'((?:[^']|'')+)'|([^'!]+))!([A-Z]+)(\d+)(?::[A-Z]+\d+)?$/.exec(range);
  if (!match) return undefined;
  const sheet = (match[1] ?? match[2] ?? '').replace(/''/g, "'");
  let column = 0;
  for (const ch of match[3] ?? '') column = column * 26 + (ch.charCodeAt(0) - 64);
  return { sheet, column, row: Number(match[4]) };
}

const quote = (sheet: string) => `'${sheet.replace(/'/g, "''")}'`;
const letter = (n: number): string =>
  n <= 0 ? '' : letter(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26));

export function createFakeSheets(authenticate: (req: IncomingMessage) => boolean): FakeSheets {
  const spreadsheets = new Map<string, Map<string, string[][]>>();
  const requests: FakeSheets['requests'] = [];
  const failures: Array<{ status: number; retryAfter: string | undefined }> = [];

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const match = /^\/v4\/spreadsheets\/([^/]+)\/values\/([^/]+?)(:append)?$/.exec(url.pathname);
    if (!match) return false;
    const text = await readBody(req);
    const body = parseJson(text);
    const id = decodeURIComponent(match[1] ?? '');
    const rangeText = decodeURIComponent(match[2] ?? '');
    requests.push({ method: req.method ?? '', path: `${url.pathname}${url.search}`, body });
    if (!authenticate(req)) {
      googleError(
        res,
        401,
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      );
      return true;
    }
    const failure = failures.shift();
    if (failure?.status === 429) {
      googleError(
        res,
        429,
        "Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user' of service 'sheets.googleapis.com'.",
        failure.retryAfter ? { 'retry-after': failure.retryAfter } : {},
      );
      return true;
    }
    if (failure) {
      googleError(
        res,
        failure.status,
        failure.status === 503 ? 'The service is currently unavailable.' : 'Internal error encountered.',
      );
      return true;
    }
    const isAppend = Boolean(match[3]);
    if ((isAppend && req.method !== 'POST') || (!isAppend && req.method !== 'PUT')) {
      googleError(res, 404, 'Method not found.');
      return true;
    }
    const inputOption = url.searchParams.get('valueInputOption');
    if (inputOption !== 'RAW' && inputOption !== 'USER_ENTERED') {
      googleError(res, 400, "'valueInputOption' is required but not specified");
      return true;
    }
    const sheets = spreadsheets.get(id);
    if (!sheets) {
      googleError(res, 404, 'Requested entity was not found.');
      return true;
    }
    const range = parseRange(rangeText);
    const rows = range ? sheets.get(range.sheet) : undefined;
    if (!range || !rows) {
      googleError(res, 400, `Unable to parse range: ${rangeText}`);
      return true;
    }
    if (body?.range !== undefined && body.range !== rangeText) {
      googleError(
        res,
        400,
        `Requested writing within range [${String(body.range)}], but tried writing to [${rangeText}]`,
      );
      return true;
    }
    const values = body?.values;
    if (!Array.isArray(values) || !values.every((row) => Array.isArray(row))) {
      googleError(res, 400, 'Invalid values: a list of rows is required.');
      return true;
    }
    const written = values as unknown[][];
    const width = Math.max(1, ...written.map((r) => r.length));
    const lastUsed = rows.reduce((last, row, i) => (row.some((c) => c !== '') ? i + 1 : last), 0);
    const firstRow = isAppend ? lastUsed + 1 : range.row;
    written.forEach((cells, i) => {
      const at = firstRow - 1 + i;
      while (rows.length <= at) rows.push([]);
      const row = rows[at] as string[];
      cells.forEach((cell, c) => {
        while (row.length < range.column - 1 + c) row.push('');
        row[range.column - 1 + c] = String(cell ?? '');
      });
    });
    const updatedRange = `${quote(range.sheet)}!${letter(range.column)}${firstRow}:${letter(range.column + width - 1)}${firstRow + written.length - 1}`;
    const updates = {
      spreadsheetId: id,
      updatedRange,
      updatedRows: written.length,
      updatedColumns: width,
      updatedCells: written.reduce((n, r) => n + r.length, 0),
    };
    if (isAppend) {
      replyJson(res, 200, {
        spreadsheetId: id,
        ...(lastUsed > 0 ? { tableRange: `${quote(range.sheet)}!A1:${letter(width)}${lastUsed}` } : {}),
        updates,
      });
    } else {
      replyJson(res, 200, updates);
    }
    return true;
  }

  return {
    spreadsheets,
    requests,
    handle,
    failNext(status, retryAfter) {
      failures.push({ status, retryAfter });
    },
  };
}

export interface FakeGoogle extends Listening {
  oauth: FakeOAuth;
  sheets: FakeSheets;
  /** The Calendar API (`/calendar/v3/…`), so a browser test can connect Google Calendar here too. */
  calendar: FakeCalendarApi;
  /** The server's OAuth settings aimed at this stand-in (Google's sign-in). */
  oauthConfig: OAuthConfig;
  /** GOOGLE_SHEETS_API_URL for the server. */
  sheetsApiUrl: string;
}

/** Google's sign-in (`/oauth2/…`) and the Sheets API (`/v4/…`) on one loopback port. */
export async function startFakeGoogle(
  options: FakeOAuthOptions & { port?: number } = {},
): Promise<FakeGoogle> {
  // Google names itself in the redirect back (RFC 9207); Kairos checks it.
  const oauth = createFakeOAuth({ namesIssuer: true, ...options });
  const sheets = createFakeSheets((req) => oauth.authenticate(req) !== undefined);
  const calendar = createFakeCalendarApi(oauth);
  const listening = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (await oauth.handle(req, res, url)) return;
    if (await sheets.handle(req, res, url)) return;
    if (await calendar.handle(req, res, url)) return;
    googleError(res, 404, 'Requested entity was not found.');
  }, options.port ?? 0);
  return {
    ...listening,
    oauth,
    sheets,
    calendar,
    oauthConfig: {
      ...DEFAULT_OAUTH_CONFIG,
      google: {
        ...DEFAULT_OAUTH_CONFIG.google,
        ...oauth.urls(listening.baseUrl),
        clientId: oauth.clientId,
        clientSecret: oauth.clientSecret,
      },
    },
    sheetsApiUrl: `${listening.baseUrl}/v4`,
  };
}
