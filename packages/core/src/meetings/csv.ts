import { UTM_KEYS } from '../bookings/book-schema.ts';

/** What the export needs of a meeting and its attendees. */
export interface ExportMeeting {
  id: string;
  start: Date;
  end: Date;
  eventName: string;
  status: string;
  markAsNoShow: boolean;
  hosts: string[];
  location: string | null;
  attendees: ReadonlyArray<{
    fullName: string;
    emailId: string;
    status: string;
    guests: readonly string[];
    answers: ReadonlyArray<{
      questionId: string;
      question?: string | undefined;
      answer?: string | undefined;
    }>;
    utms: Readonly<Record<string, string>>;
    /** The seat's state as the lifecycle names it ("Confirmed", "Awaiting payment"…). */
    state: string;
    /** The seat's payment: its method, amount (formatted with its currency) and status. */
    payment: { method: string; amount: string; status: string } | null;
  }>;
}

const PAYMENT_COLUMNS = ['Payment method', 'Payment amount', 'Payment status'] as const;

/** `2027-03-02 10:00` in `timezone`. */
export function localDateTime(at: Date, timezone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const IDENTITY_QUESTIONS = new Set(['name', 'fullName', 'emailId', 'email']);

/**
 * The export's rows: a header, then one row per attendee of each meeting (a meeting without
 * attendees gets one row with empty attendee cells). Answers get one column per question (named by
 * its text, in order of first appearance; the name and email questions are left out, they have
 * their own columns), and each UTM key its own column.
 */
export function meetingExportRows(meetings: readonly ExportMeeting[], hostTimezone: string): string[][] {
  const questions = new Map<string, string>();
  for (const m of meetings) {
    for (const a of m.attendees) {
      for (const answer of a.answers) {
        if (IDENTITY_QUESTIONS.has(answer.questionId) || questions.has(answer.questionId)) continue;
        questions.set(answer.questionId, answer.question?.trim() || answer.questionId);
      }
    }
  }
  const questionIds = [...questions.keys()];
  const header = [
    'Meeting ID',
    `Start (${hostTimezone})`,
    'Start (ISO)',
    'End (ISO)',
    'Event',
    'Status',
    'Hosts',
    'Location',
    'Attendee name',
    'Attendee email',
    'Attendee status',
    'Guests',
    'No-show',
    'Booking state',
    ...PAYMENT_COLUMNS,
    ...questionIds.map((id) => questions.get(id) as string),
    ...UTM_KEYS,
  ];
  const rows: string[][] = [header];
  for (const m of meetings) {
    const meetingCells = [
      m.id,
      localDateTime(m.start, hostTimezone),
      m.start.toISOString(),
      m.end.toISOString(),
      m.eventName,
      m.status,
      m.hosts.join('; '),
      m.location ?? '',
    ];
    const noShow = m.markAsNoShow ? 'yes' : 'no';
    if (m.attendees.length === 0) {
      rows.push([
        ...meetingCells,
        '',
        '',
        '',
        '',
        noShow,
        '',
        ...PAYMENT_COLUMNS.map(() => ''),
        ...questionIds.map(() => ''),
        ...UTM_KEYS.map(() => ''),
      ]);
      continue;
    }
    for (const a of m.attendees) {
      const answers = new Map(a.answers.map((x) => [x.questionId, x.answer ?? '']));
      rows.push([
        ...meetingCells,
        a.fullName,
        a.emailId,
        a.status,
        a.guests.join('; '),
        noShow,
        a.state,
        a.payment?.method ?? '',
        a.payment?.amount ?? '',
        a.payment?.status ?? '',
        ...questionIds.map((id) => answers.get(id) ?? ''),
        ...UTM_KEYS.map((k) => a.utms[k] ?? ''),
      ]);
    }
  }
  return rows;
}

/** The export file's name: `bookings-2027-03-02.csv`, dated in the host's zone. */
export function exportFileName(now: Date, hostTimezone: string): string {
  return `bookings-${localDateTime(now, hostTimezone).slice(0, 10)}.csv`;
}
