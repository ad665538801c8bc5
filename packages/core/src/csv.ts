/**
 * CSV as RFC 4180 writes it, safe to open in a spreadsheet.
 *
 * - Fields holding a comma, a double quote, CR or LF are quoted, and quotes inside doubled.
 * - A field a spreadsheet would run as a formula (first character =, +, -, @, tab or CR) gets a
 *   leading `'`, so visitor-typed text never runs as a formula (formula injection).
 * - Records end with CRLF; the text starts with a UTF-8 byte-order mark so spreadsheets read
 *   non-ASCII text right (`withBom: false` leaves it out).
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field, defended against formulas and quoted when needed. */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(fields: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return fields.map(csvField).join(',');
}

export function toCsv(
  rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>,
  options: { withBom?: boolean } = {},
): string {
  const body = rows.map((row) => `${csvRecord(row)}\r\n`).join('');
  return (options.withBom ?? true) ? `\uFEFF${body}` : body;
}
