import { type DisplayPrefs, describeMeetingTime, localeForDateFormat } from '@kairos/core/dates/format';
import type { PublicEvent } from '@kairos/core/events/public-event-schema';
import type { MeetingDetail } from '@kairos/core/meetings/admin-schema';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { type CSSProperties, type FormEvent, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import toast from 'react-hot-toast';
import { monthOf } from '../../booker/calendar-month';
import { SlotPicker } from '../../booker/components/slot-picker';
import { chosenDuration } from '../../booker/event-display';
import { publicEventQuery } from '../../booker/queries';
import { dateKeyInZone } from '../../booker/zoned-time';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { resolvePublicTheme } from '../../public-theme/public-theme';
import { agentInfoQuery } from '../../session/queries';
import { Button } from '../../ui/components/button';
import { ChevronLeftIcon, CloseIcon } from '../../ui/components/icons';
import { Skeleton } from '../../ui/components/skeleton';
import { TextareaField } from '../../ui/components/textarea-field';
import { useAgentReschedule } from '../queries';

const THEME = resolvePublicTheme({}, null) as unknown as CSSProperties;

/** Moves the booking on the attendees' behalf: the booking page's picker, then a confirmation. */
export function RescheduleDialog({
  meeting,
  prefs,
  onClose,
}: {
  meeting: MeetingDetail;
  prefs: DisplayPrefs;
  onClose: () => void;
}) {
  const t = useDashboardT();
  const { data: info } = useSuspenseQuery(agentInfoQuery);
  const slug = meeting.event?.slug ?? '';
  const page = useQuery({ ...publicEventQuery(info.workspace.accessLink, slug, null), enabled: slug !== '' });
  const reschedule = useAgentReschedule();

  return (
    <ModalOverlay
      isOpen
      isDismissable={!reschedule.isPending}
      onOpenChange={(open) => !open && onClose()}
      className="fixed inset-0 z-[60] flex items-end justify-center overflow-y-auto bg-gray-900/30 p-2 backdrop-blur-sm sm:items-center sm:p-4"
    >
      <Modal className="w-full max-w-3xl rounded-2xl bg-white shadow-xl ring-1 ring-gray-900/5">
        <Dialog className="outline-none" aria-label={t('meetings.reschedule.title')}>
          <div className="flex items-center justify-between border-b border-gray-200 px-5 py-3">
            <Heading slot="title" className="text-lg font-semibold text-gray-900">
              {t('meetings.reschedule.title')}
            </Heading>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('meetings.reschedule.close')}
              className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          {slug === '' || page.isError ? (
            <p role="alert" className="p-6 text-sm text-red-700">
              {t('meetings.reschedule.unavailable')}
            </p>
          ) : page.isPending ? (
            <div className="space-y-3 p-6">
              <Skeleton className="h-6 w-40" />
              <Skeleton className="h-64 w-full" />
            </div>
          ) : (
            <ReschedulePicker
              event={page.data.event}
              meeting={meeting}
              prefs={prefs}
              isSaving={reschedule.isPending}
              error={reschedule.error?.message}
              onConfirm={(time, duration, reason) =>
                reschedule.mutate(
                  { meetingId: meeting._id, time, duration, ...(reason ? { reason } : {}) },
                  {
                    onSuccess: () => {
                      toast.success(t('meetings.reschedule.done'));
                      onClose();
                    },
                  },
                )
              }
            />
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

interface PickerProps {
  event: PublicEvent;
  meeting: MeetingDetail;
  prefs: DisplayPrefs;
  isSaving: boolean;
  error: string | undefined;
  onConfirm: (time: string, duration: number, reason: string) => void;
}

function ReschedulePicker({ event, meeting, prefs, isSaving, error, onConfirm }: PickerProps) {
  const t = useDashboardT();
  // The host picks in their profile's zone and clock, as the confirmation and the bookings list read.
  const zone = prefs.timezone;
  const duration = chosenDuration(event, meeting.duration);
  const [date, setDate] = useState<string | undefined>(() => dateKeyInZone(Date.parse(meeting.time), zone));
  const [month, setMonth] = useState<string | undefined>(() => date && monthOf(date));
  const [picked, setPicked] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const current = describeMeetingTime(meeting.time, meeting.endTime, prefs);

  if (picked) {
    const next = describeMeetingTime(
      picked,
      new Date(Date.parse(picked) + duration * 60_000).toISOString(),
      prefs,
    );
    const submit = (formEvent: FormEvent) => {
      formEvent.preventDefault();
      onConfirm(picked, duration, reason.trim());
    };
    return (
      <form onSubmit={submit} className="space-y-4 p-5 sm:p-6">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div className="rounded-lg border border-gray-200 p-3">
            <dt className="text-xs font-medium text-gray-500 uppercase">
              {t('meetings.reschedule.current')}
            </dt>
            <dd className="mt-1 text-gray-500 line-through">
              {t('meetings.reschedule.dateTime', { date: current.date, time: current.time })}
            </dd>
            <dd className="text-xs text-gray-600">{current.zone}</dd>
          </div>
          <div className="rounded-lg border border-brand-200 bg-brand-50 p-3">
            <dt className="text-xs font-medium text-brand-700 uppercase">{t('meetings.reschedule.new')}</dt>
            <dd className="mt-1 font-medium text-gray-900">
              {t('meetings.reschedule.dateTime', { date: next.date, time: next.time })}
            </dd>
            <dd className="text-xs text-gray-600">{next.zone}</dd>
          </div>
        </dl>
        <TextareaField
          label={t('meetings.reschedule.reason')}
          value={reason}
          rows={3}
          maxLength={2000}
          onChange={(changeEvent) => setReason(changeEvent.target.value)}
        />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={() => setPicked(null)} disabled={isSaving}>
            <ChevronLeftIcon className="size-4" />
            {t('meetings.reschedule.pickAnother')}
          </Button>
          <Button type="submit" isLoading={isSaving} loadingText={t('meetings.reschedule.saving')}>
            {t('meetings.reschedule.confirm')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div style={THEME} className="text-(--pb-text)">
      <p className="px-5 pt-4 text-sm text-gray-600 sm:px-6">
        {t('meetings.reschedule.now', { date: current.date, time: current.time, zone: current.zone })}
      </p>
      <SlotPicker
        event={event}
        duration={duration}
        locale={localeForDateFormat(prefs.dateFormat)}
        viewer={{ zone, timeFormat: prefs.timeFormat, note: t('meetings.reschedule.zoneNote') }}
        date={date}
        month={month}
        onShowDay={(day) => {
          setDate(day);
          setMonth(monthOf(day));
        }}
        onMonthChange={(nextMonth, day) => {
          setMonth(nextMonth);
          setDate(day);
        }}
        onPick={(slot) => setPicked(slot.time)}
      />
    </div>
  );
}
