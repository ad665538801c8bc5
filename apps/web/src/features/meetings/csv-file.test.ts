import { dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { csvFileFromExport, exportFailureMessage, safeCsvName, UnreadableExportError } from './csv-file';

const decoder = new TextDecoder();

function base64Of(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

describe('csvFileFromExport', () => {
  it('decodes the base64 buffer to the file bytes, UTF-8 intact', () => {
    const csv = 'Name,Email\r\n"Zoë, Jr.",zoe@example.com\r\n';
    const file = csvFileFromExport({ csvBuffer: base64Of(csv), fileName: 'bookings-2027-03-01.csv' });
    expect(file.fileName).toBe('bookings-2027-03-01.csv');
    expect(decoder.decode(file.bytes)).toBe(csv);
  });

  it('reads an empty file', () => {
    expect(csvFileFromExport({ csvBuffer: '', fileName: 'x.csv' }).bytes).toHaveLength(0);
  });

  it.each([
    ['nothing', undefined],
    ['an error body', { error: 'Something went wrong' }],
    ['a missing name', { csvBuffer: base64Of('a') }],
    ['a buffer that is not base64', { csvBuffer: 'not base64!', fileName: 'x.csv' }],
    ['a non-string buffer', { csvBuffer: 42, fileName: 'x.csv' }],
  ])('throws on %s', (_, response) => {
    expect(() => csvFileFromExport(response)).toThrow(UnreadableExportError);
  });
});

describe('safeCsvName', () => {
  it.each([
    ['bookings.csv', 'bookings.csv'],
    ['bookings', 'bookings.csv'],
    ['../../etc/passwd', '..-..-etc-passwd.csv'],
    ['  ', 'bookings.csv'],
    ['Report.CSV', 'Report.CSV'],
  ])('%s → %s', (name, safe) => {
    expect(safeCsvName(name)).toBe(safe);
  });
});

describe('exportFailureMessage', () => {
  const t = createTranslator('en', dashboardEn);

  it('says an unreadable answer in words, and passes the API’s own message on', () => {
    expect(exportFailureMessage(new UnreadableExportError(), t, 'fallback')).toBe(
      'The export could not be read. Please try again.',
    );
    expect(exportFailureMessage(new Error('Too many requests'), t, 'fallback')).toBe('Too many requests');
    expect(exportFailureMessage('thrown text', t, 'fallback')).toBe('fallback');
  });
});
