import type { MessageKey } from '@kairos/core/i18n/catalogues/en';
import type { Translate } from '@kairos/core/i18n/translate';
import type { ReactNode } from 'react';
import { copyToClipboard } from '../../embed/copy-to-clipboard';
import { useT } from '../../i18n/i18n-context';
import { nativeBridge } from '../../native/native-bridge';
import { DownloadIcon, ExternalLinkIcon } from '../../ui/components/icons';
import type { BookingSummary } from '../booking-summary';
import {
  buildIcs,
  type ConfirmationField,
  enabledLinks,
  googleCalendarUrl,
  locationText,
  outlookCalendarUrl,
  visibleFields,
} from '../confirmation';
import { formatPrice, joinNamesIn, sayDuration } from '../event-display';
import {
  dateKeyInZone,
  formatDayHeading,
  formatTimeRange,
  type TimeFormat,
  zoneOffsetLabel,
} from '../zoned-time';

const LABELS: Record<ConfirmationField, MessageKey> = {
  EVENT_NAME: 'booker.summary.what',
  ATTENDEE_NAME: 'booker.summary.who',
  DURATION: 'booker.duration',
  HOSTS: 'booker.summary.hosts',
  MODE_OF_MEETING: 'booker.summary.where',
  DATE_TIME: 'booker.summary.when',
  TIMEZONE: 'booker.timezone',
  PAYMENT_DETAILS: 'booker.summary.payment',
};

function fieldValue(
  field: ConfirmationField,
  summary: BookingSummary,
  timeFormat: TimeFormat,
  locale: string,
  t: Translate,
): ReactNode {
  const start = Date.parse(summary.start);
  switch (field) {
    case 'EVENT_NAME':
      return summary.eventName;
    case 'ATTENDEE_NAME':
      return (
        <>
          {summary.attendeeName}
          {summary.attendeeEmail && <span className="block text-(--pb-muted)">{summary.attendeeEmail}</span>}
          {summary.guests.map((guest) => (
            <span key={guest} className="block text-(--pb-muted)">
              {t('booker.guestMark', { email: guest })}
            </span>
          ))}
        </>
      );
    case 'DURATION':
      return sayDuration(t, summary.duration);
    case 'HOSTS':
      return summary.hosts.length > 0 ? joinNamesIn(locale, summary.hosts) : null;
    case 'MODE_OF_MEETING': {
      const text = locationText(summary, t);
      if (!text) return null;
      const link = summary.meetingLink;
      if (!link && summary.meetingLinkStatus === 'PENDING') {
        return (
          <span role="status">
            {text} <span className="block text-(--pb-muted)">{t('booker.meetingLinkPending')}</span>
          </span>
        );
      }
      if (!link && summary.meetingLinkStatus === 'FAILED') {
        return (
          <>
            {text} <span className="block text-(--pb-muted)">{t('booker.meetingLinkFailed')}</span>
          </>
        );
      }
      return link ? (
        <>
          <a href={link} target="_blank" rel="noopener noreferrer" className="break-all underline">
            {text}
          </a>{' '}
          <button
            type="button"
            onClick={() => void copyToClipboard(link)}
            className="font-medium text-(--pb-brand-ink) text-xs underline underline-offset-2"
          >
            {t('booker.copyLink')}
          </button>
          {summary.meetingPassword && (
            <span className="block text-(--pb-muted)">
              {t('ics.passcode', { password: summary.meetingPassword })}
            </span>
          )}
        </>
      ) : (
        <span className="break-words">{text}</span>
      );
    }
    case 'DATE_TIME':
      return (
        <>
          {formatDayHeading(dateKeyInZone(start, summary.timezone), locale, true)}
          <span className="block">
            {formatTimeRange(start, summary.duration, summary.timezone, timeFormat)}
          </span>
        </>
      );
    case 'TIMEZONE':
      return `${summary.timezone.replaceAll('_', ' ')} (${zoneOffsetLabel(summary.timezone, start)})`;
    case 'PAYMENT_DETAILS': {
      const payment = summary.payment;
      if (!payment) return null;
      const status = payment.status ? ` · ${t('booker.paymentState', { status: payment.status })}` : '';
      return `${formatPrice(payment.amount, payment.currency, locale)}${status}`;
    }
  }
}

/** The booking's details, the fields the host keeps on. */
export function ConfirmationDetails(props: {
  summary: BookingSummary;
  timeFormat: TimeFormat;
  locale: string;
}) {
  const { summary } = props;
  const t = useT();
  const rows = visibleFields(summary.confirmationPage, summary.payment !== null)
    .map((field) => ({ field, value: fieldValue(field, summary, props.timeFormat, props.locale, t) }))
    .filter((row) => row.value !== null && row.value !== '');
  if (rows.length === 0) return null;
  return (
    <dl className="mt-6 grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-3 border-(--pb-border) border-y py-5 text-start text-sm">
      {rows.map(({ field, value }) => (
        <div key={field} className="contents">
          <dt className="font-medium">{t(LABELS[field])}</dt>
          <dd className="min-w-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const PILL =
  'inline-flex items-center gap-1.5 rounded-lg border border-(--pb-border) px-3 py-1.5 font-medium text-sm hover:border-(--pb-brand)';

/** Google Calendar, Outlook, and an .ics file built here for any other calendar. */
export function AddToCalendar({ summary }: { summary: BookingSummary }) {
  const t = useT();
  const origin = window.location.origin;
  function download() {
    // A download in the browser; in the mobile app, saved and offered to the calendar app.
    void nativeBridge().downloadFile({
      name: `${summary.eventName.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'meeting'}.ics`,
      content: buildIcs(summary, origin, Date.now(), t),
      mimeType: 'text/calendar;charset=utf-8',
    });
  }
  return (
    <div className="mt-5">
      <p className="font-medium text-sm">{t('booker.addToCalendar')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <a
          href={googleCalendarUrl(summary, origin, t)}
          target="_blank"
          rel="noopener noreferrer"
          className={PILL}
        >
          Google
          <ExternalLinkIcon className="size-3.5" />
          <span className="sr-only">{t('booker.opensInNewTab')}</span>
        </a>
        <a
          href={outlookCalendarUrl(summary, origin, t)}
          target="_blank"
          rel="noopener noreferrer"
          className={PILL}
        >
          Outlook
          <ExternalLinkIcon className="size-3.5" />
          <span className="sr-only">{t('booker.opensInNewTab')}</span>
        </a>
        <button type="button" onClick={download} className={PILL}>
          <DownloadIcon className="size-3.5" />
          {t('booker.downloadIcs')}
        </button>
      </div>
    </div>
  );
}

/** The host's links: another booking, or their own pages. */
export function ConfirmationLinks({ summary }: { summary: BookingSummary }) {
  const links = enabledLinks(summary.confirmationPage);
  if (links.length === 0) return null;
  return (
    <ul className="mt-5 flex flex-col gap-2">
      {links.map((link) => (
        <li key={`${link.name}-${link.url}`}>
          <a
            href={link.url}
            {...(link.type === 'CUSTOM' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className="flex w-full items-center justify-center gap-2 rounded-lg bg-(--pb-button) px-4 py-2.5 font-medium text-(--pb-button-text) text-sm hover:bg-(--pb-button-hover)"
          >
            {link.name}
            {link.type === 'CUSTOM' && <ExternalLinkIcon className="size-3.5" />}
          </a>
        </li>
      ))}
    </ul>
  );
}
