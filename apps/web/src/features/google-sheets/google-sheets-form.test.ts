import { describe, expect, it } from 'vitest';
import { GoogleSheetsFormSchema } from './google-sheets-form';

describe('the Google Sheets form', () => {
  it('takes the spreadsheet from its address, the columns from the checkboxes, and no responses sheet when empty', () => {
    expect(
      GoogleSheetsFormSchema.parse({
        spreadsheetId: ' https://docs.google.com/spreadsheets/d/1BxiMVs0XRA5nFMd-Kv_B/edit#gid=0 ',
        bookingsSheet: 'Bookings',
        responsesSheet: '  ',
        columns: 'status,start,status',
        enabled: 'on',
      }),
    ).toEqual({
      spreadsheetId: '1BxiMVs0XRA5nFMd-Kv_B',
      bookingsSheet: 'Bookings',
      responsesSheet: null,
      columns: ['status', 'start'],
      enabled: true,
    });
  });

  it.each([
    [{ spreadsheetId: '', bookingsSheet: 'Bookings', columns: 'status' }, 'spreadsheetId'],
    [{ spreadsheetId: 'abc', bookingsSheet: 'A/B', columns: 'status' }, 'bookingsSheet'],
    [{ spreadsheetId: 'abc', bookingsSheet: 'Bookings', columns: '' }, 'columns'],
  ])('refuses %o at %s', (input, path) => {
    const result = GoogleSheetsFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([path]);
  });
});
