import { GoogleSheetsConnectionBodySchema } from '@kairos/core/apps/google-sheets-schema';
import { z } from 'zod';

export const GOOGLE_SHEETS_FIELDS = ['spreadsheetId', 'bookingsSheet', 'responsesSheet', 'columns'] as const;

/**
 * The Google Sheets form's fields as the API takes them: the columns come comma-separated from
 * the checkboxes, an empty responses sheet means none, and the switch's "on" is true.
 */
export const GoogleSheetsFormSchema = z.preprocess((raw) => {
  const form = raw as Record<string, unknown>;
  const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string).trim() : '');
  return {
    spreadsheetId: text('spreadsheetId'),
    bookingsSheet: text('bookingsSheet'),
    responsesSheet: text('responsesSheet') || null,
    columns: text('columns').split(',').filter(Boolean),
    enabled: form.enabled === 'on',
  };
}, GoogleSheetsConnectionBodySchema);
