import type { RemoteResult } from '../../http/remote-result.ts';

/**
 * The Google Sheets API v4 calls the spreadsheet app makes: `spreadsheets.values.append` for a new
 * row and `spreadsheets.values.update` for a row that changed. Values are sent `RAW`, so what an
 * attendee typed is never read as a formula. Requests go through `send`, which adds the OAuth
 * bearer token (and refreshes it after a 401).
 */
export type SendRequest = (
  url: string,
  init: { method: string; body: string; signal?: AbortSignal },
) => Promise<Response>;

export interface SheetsAccount {
  baseUrl: string;
  send: SendRequest;
}

export type SheetsResult<T> = RemoteResult<T>;

const TIMEOUT_MS = 15_000;

/** `'Bookings'!A1`: a sheet name in A1 notation, quoted (a quote inside is doubled). */
export function a1(sheet: string, cells: string): string {
  return `'${sheet.replace(/'/g, "''")}'!${cells}`;
}

/** `A`, `B`, … `Z`, `AA`: the letter of a 1-based column. */
export function columnLetter(n: number): string {
  let letters = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** The row number of an A1 range such as `'Bookings'!A5:H5`. */
export function rowOf(range: string): number | null {
  const match = /!\$?[A-Z]+\$?(\d+)/.exec(range);
  return match ? Number(match[1]) : null;
}

async function call<T>(
  account: SheetsAccount,
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
): Promise<SheetsResult<T>> {
  let response: Response;
  try {
    response = await account.send(`${account.baseUrl.replace(/\/$/, '')}${path}`, {
      method,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return {
      ok: false,
      status: 0,
      detail: `Google Sheets could not be reached: ${(error as Error).message}`,
      retryable: true,
    };
  }
  const text = await response.text();
  if (response.ok) return { ok: true, value: (text ? JSON.parse(text) : {}) as T };
  // Errors are `{ error: { code, message, status } }` (google.rpc.Status).
  let detail = `Google Sheets answered ${response.status}`;
  try {
    const problem = JSON.parse(text) as { error?: { message?: string; status?: string } };
    detail = problem.error?.message || detail;
  } catch {}
  return {
    ok: false,
    status: response.status,
    detail,
    retryable: response.status === 429 || response.status >= 500 || response.status === 0,
    retryAfter: response.headers.get('retry-after') ?? undefined,
  };
}

const values = (spreadsheetId: string, range: string) =>
  `/spreadsheets/${encodeURIComponent(spreadsheetId)}/values/${encodeURIComponent(range)}`;

export interface UpdateValuesResponse {
  spreadsheetId: string;
  updatedRange: string;
  updatedRows: number;
  updatedColumns: number;
  updatedCells: number;
}

/** Appends one row after the sheet's table (`INSERT_ROWS`); answers the range it was written to. */
export function appendRow(
  account: SheetsAccount,
  p: { spreadsheetId: string; sheet: string; row: string[] },
): Promise<SheetsResult<{ spreadsheetId: string; tableRange?: string; updates: UpdateValuesResponse }>> {
  const range = a1(p.sheet, 'A1');
  return call(
    account,
    'POST',
    `${values(p.spreadsheetId, range)}:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS`,
    { range, majorDimension: 'ROWS', values: [p.row] },
  );
}

/** Writes one row in place, from column A (`spreadsheets.values.update`). */
export function updateRow(
  account: SheetsAccount,
  p: { spreadsheetId: string; sheet: string; rowNumber: number; row: string[] },
): Promise<SheetsResult<UpdateValuesResponse>> {
  const range = a1(p.sheet, `A${p.rowNumber}:${columnLetter(Math.max(1, p.row.length))}${p.rowNumber}`);
  return call(account, 'PUT', `${values(p.spreadsheetId, range)}?valueInputOption=RAW`, {
    range,
    majorDimension: 'ROWS',
    values: [p.row],
  });
}
