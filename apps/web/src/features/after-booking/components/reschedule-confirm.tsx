import { type FormEvent, useId, useState } from 'react';
import { SlotSummary } from '../../booker/components/details-step';
import { INPUT_CLASS } from '../../booker/components/form-field';
import type { TimeFormat } from '../../booker/zoned-time';
import { useT } from '../../i18n/i18n-context';
import { Spinner } from '../../ui/components/spinner';
import type { NewSlot } from '../use-reschedule';

interface RescheduleConfirmProps {
  slot: NewSlot;
  timeFormat: TimeFormat;
  locale: string;
  isSaving: boolean;
  error: string | null;
  onBack: () => void;
  onConfirm: (reason: string) => void;
}

export const REASON_MAX_LENGTH = 1000;

/** The new time, an optional reason for the host, and the button that moves the meeting. */
export function RescheduleConfirm(props: RescheduleConfirmProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    props.onConfirm(reason);
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5 p-5 sm:p-6">
      <h2 className="font-semibold text-lg">{t('after.confirmNewTime')}</h2>
      <SlotSummary
        start={props.slot.start}
        duration={props.slot.duration}
        zone={props.slot.zone}
        timeFormat={props.timeFormat}
        locale={props.locale}
      />
      <div>
        <label htmlFor={reasonId} className="block font-medium text-sm">
          {t('after.rescheduleReason')}{' '}
          <span className="font-normal text-(--pb-muted)">{t('after.optional')}</span>
        </label>
        <textarea
          id={reasonId}
          rows={3}
          maxLength={REASON_MAX_LENGTH}
          value={reason}
          disabled={props.isSaving}
          placeholder={t('after.rescheduleReasonPlaceholder')}
          onChange={(e) => setReason(e.target.value)}
          className={`mt-1.5 ${INPUT_CLASS}`}
        />
      </div>
      {props.error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm">
          {props.error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <button
          type="button"
          onClick={props.onBack}
          disabled={props.isSaving}
          className="rounded-lg px-4 py-2 font-medium text-sm hover:bg-(--pb-brand-soft)"
        >
          {t('after.back')}
        </button>
        <button
          type="submit"
          disabled={props.isSaving}
          aria-busy={props.isSaving || undefined}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-(--pb-button) px-5 py-2.5 font-semibold text-(--pb-button-text) text-sm shadow-sm hover:bg-(--pb-button-hover) disabled:opacity-60"
        >
          {props.isSaving && <Spinner className="size-4" />}
          {props.isSaving ? t('after.rescheduling') : t('after.confirmReschedule')}
        </button>
      </div>
    </form>
  );
}
