import { z } from 'zod';
import { dateKeyInZone, formatSlotTime } from '../dates/format.ts';
import type { WebhookData } from '../webhooks/webhook-schema.ts';

/** The columns a booking row can have, in the order the form offers them. */
export const BOOKING_COLUMNS = [
  { key: 'bookingId', label: 'Booking ID' },
  { key: 'status', label: 'Status' },
  { key: 'eventType', label: 'Event type' },
  { key: 'start', label: 'Start' },
  { key: 'end', label: 'End' },
  { key: 'timezone', label: 'Time zone' },
  { key: 'attendeeName', label: 'Attendee' },
  { key: 'attendeeEmail', label: 'Email' },
  { key: 'answers', label: 'Answers' },
  { key: 'host', label: 'Host' },
  { key: 'location', label: 'Location' },
  { key: 'noShow', label: 'No-show' },
  { key: 'cancellationReason', label: 'Cancellation reason' },
  { key: 'utmSource', label: 'UTM source' },
  { key: 'utmCampaign', label: 'UTM campaign' },
] as const;
export type BookingColumn = (typeof BOOKING_COLUMNS)[number]['key'];
const BOOKING_COLUMN_KEYS = BOOKING_COLUMNS.map((c) => c.key) as [BookingColumn, ...BookingColumn[]];
export const DEFAULT_BOOKING_COLUMNS: BookingColumn[] = [
  'bookingId',
  'status',
  'eventType',
  'start',
  'end',
  'timezone',
  'attendeeName',
  'attendeeEmail',
];

/** A response row's columns (fixed): when, which form, the answers and where it led. */
export const RESPONSE_COLUMNS = [
  'Response ID',
  'Submitted',
  'Time zone',
  'Form',
  'Answers',
  'Routed to',
] as const;

/** The longest a sheet (tab) name may be in Google Sheets. */
const SHEET_NAME_MAX = 100;
const sheetName = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(SHEET_NAME_MAX, `Use at most ${SHEET_NAME_MAX} characters`)
  .regex(/^[^[\]*?/\\:]+$/, 'A sheet name cannot hold [ ] * ? / \\ or :');

/**
 * The workspace's spreadsheet: a row per booking (the chosen columns, updated when it is
 * rescheduled, cancelled or marked a no-show) and, optionally, a row per routing form response.
 */
export const GoogleSheetsConnectionSchema = z
  .object({
    spreadsheetId: z.string(),
    bookingsSheet: z.string(),
    responsesSheet: z.string().nullable().describe('The sheet responses go to; null: none are written'),
    columns: z.array(z.enum(BOOKING_COLUMN_KEYS)),
    timezone: z.string().describe('The zone times are written in (the profile zone of who saved it)'),
    enabled: z.boolean(),
    needsSignIn: z
      .boolean()
      .describe('Google refused the saved sign-in (revoked, expired): sign in again and save'),
    lastError: z.string().nullable().describe('Why the last write failed, until one succeeds'),
    updatedAt: z.string(),
  })
  .meta({ id: 'GoogleSheetsConnection' });
export type GoogleSheetsConnection = z.infer<typeof GoogleSheetsConnectionSchema>;

export const GoogleSheetsConnectionBodySchema = z.object({
  spreadsheetId: z
    .string()
    .trim()
    .transform((value) => /\/spreadsheets\/d\/([\w-]+)/.exec(value)?.[1] ?? value)
    .pipe(
      z
        .string()
        .min(1, 'Required')
        .max(100)
        .regex(/^[\w-]+$/, 'Paste the spreadsheet’s address or the ID in it'),
    ),
  bookingsSheet: sheetName,
  responsesSheet: sheetName.nullable().default(null),
  columns: z
    .array(z.enum(BOOKING_COLUMN_KEYS))
    .min(1, 'Choose at least one column')
    .transform((list) => [...new Set(list)]),
  enabled: z.boolean().default(true),
});
export type GoogleSheetsConnectionBody = z.infer<typeof GoogleSheetsConnectionBodySchema>;

export const GoogleSheetsStateSchema = z.object({
  connection: GoogleSheetsConnectionSchema.nullable(),
  /** Whether the caller has signed in to Google for this app and may save a connection. */
  authorized: z.boolean(),
  /** Whether this server has a Google OAuth client at all. */
  available: z.boolean(),
});
export type GoogleSheetsState = z.infer<typeof GoogleSheetsStateSchema>;

/** `2027-03-02 10:00`: sortable, and read as text (values are written RAW, never as formulas). */
export function sheetTime(iso: string, zone: string): string {
  const instant = Date.parse(iso);
  return `${dateKeyInZone(instant, zone)} ${formatSlotTime(instant, zone, '24h')}`;
}

function answerText(answers: ReadonlyArray<Record<string, unknown>>): string {
  return answers
    .map((a) => {
      const label = String(a.question ?? a.content ?? a.questionId ?? '');
      const value = Array.isArray(a.answer) ? a.answer.join(', ') : String(a.answer ?? '');
      return label ? `${label}: ${value}` : value;
    })
    .filter((line) => line.trim() !== '')
    .join('\n');
}

/** The header row of the bookings sheet. */
export function bookingHeader(columns: readonly BookingColumn[]): string[] {
  return columns.map((key) => BOOKING_COLUMNS.find((c) => c.key === key)?.label ?? key);
}

/** One booking as a row of the chosen columns, times in `zone`. */
export function bookingRow(
  booking: NonNullable<WebhookData['booking']>,
  columns: readonly BookingColumn[],
  zone: string,
): string[] {
  const attendee = booking.attendee;
  const status = attendee?.status === 'CANCELLED' ? 'CANCELLED' : booking.status;
  const cell: Record<BookingColumn, string> = {
    bookingId: attendee ? `${booking.meetingId}/${attendee.id}` : booking.meetingId,
    status,
    eventType: booking.eventName,
    start: sheetTime(booking.startAt, zone),
    end: sheetTime(booking.endAt, zone),
    timezone: zone,
    attendeeName: attendee?.name ?? '',
    attendeeEmail: attendee?.email ?? '',
    answers: answerText(attendee?.answers ?? []),
    host: booking.organizer?.name ?? '',
    location: booking.location ?? '',
    noShow: booking.noShow ? 'Yes' : 'No',
    cancellationReason: booking.cancellationReason ?? '',
    utmSource: attendee?.utms.utm_source ?? '',
    utmCampaign: attendee?.utms.utm_campaign ?? '',
  };
  return columns.map((key) => cell[key]);
}

/** One routing form response as a row of RESPONSE_COLUMNS. */
export function responseRow(
  response: NonNullable<WebhookData['routingFormResponse']>,
  zone: string,
): string[] {
  const redirect = response.redirect ?? {};
  const target = String(redirect.eventName ?? redirect.url ?? redirect.message ?? redirect.type ?? '');
  return [
    response.id,
    sheetTime(response.submittedAt, zone),
    zone,
    response.formName,
    answerText(response.answers),
    target,
  ];
}
