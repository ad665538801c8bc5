import type { DashboardTranslate } from '../i18n/dashboard-i18n';

/** An export answer that is not a CSV file: the server answered, but not with a file. */
export class UnreadableExportError extends Error {
  constructor() {
    super('The export could not be read');
    this.name = 'UnreadableExportError';
  }
}

/** What to tell the host when an export fails: an unreadable answer in words, else the API's message. */
export function exportFailureMessage(error: unknown, t: DashboardTranslate, fallback: string): string {
  if (error instanceof UnreadableExportError) return t('meetings.exportUnreadable');
  return error instanceof Error ? error.message : fallback;
}

/** The CSV export's answer (`POST /meet/agent/export`) as a file the browser can save. */
export interface CsvFile {
  fileName: string;
  bytes: Uint8Array;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The exported file, or an error when the answer is not a CSV export (spec section 8). */
export function csvFileFromExport(response: unknown): CsvFile {
  const { csvBuffer, fileName } = (response ?? {}) as { csvBuffer?: unknown; fileName?: unknown };
  if (typeof csvBuffer !== 'string' || typeof fileName !== 'string' || !fileName.trim()) {
    throw new UnreadableExportError();
  }
  const clean = csvBuffer.replace(/\s+/g, '');
  if (clean.length % 4 !== 0 || !BASE64.test(clean)) {
    throw new UnreadableExportError();
  }
  const binary = atob(clean);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return { fileName: safeCsvName(fileName), bytes };
}

/** A file name without path separators or control characters, ending in `.csv`. */
export function safeCsvName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const base = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-').trim() || 'bookings';
  return /\.csv$/i.test(base) ? base : `${base}.csv`;
}

/** Saves the file through a temporary link, as a download. */
export function saveCsvFile(file: CsvFile): void {
  const blob = new Blob([file.bytes as BlobPart], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is no longer needed once the event loop turns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
