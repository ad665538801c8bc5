import type { Translate } from '@kairos/core/i18n/translate';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { slotDaysKeyOf } from '../booker/queries';
import { dateKeyInZone } from '../booker/zoned-time';
import { useT } from '../i18n/i18n-context';
import { trackEvent } from '../tracking/tracker';
import { blockFromError, type ChangeBlock, serverCodeOf } from './change-block';
import type { AttendeeView } from './contract';
import { attendeeViewKey, MOVE_FAILED, rescheduleMeeting } from './queries';

export interface NewSlot {
  start: number;
  duration: number;
  zone: string;
}

export interface Rescheduled extends NewSlot {
  attendeeId: string;
}

const SLOT_TAKEN = 'Slot is not available';

/**
 * Moves the attendee's meeting to a new slot. A refusal that ends the flow (limit, expired link,
 * cancelled or past meeting) becomes `block`; a slot taken meanwhile sends the visitor back to
 * the times; anything else is a message beside the button.
 */
export function useReschedule(view: AttendeeView, onSlotTaken: (date: string) => void) {
  const queryClient = useQueryClient();
  const t = useT();
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [block, setBlock] = useState<ChangeBlock | null>(null);
  const [done, setDone] = useState<Rescheduled | null>(null);
  const eventId = view.event?._id ?? '';

  async function submit(slot: NewSlot, reason: string) {
    if (isSaving) return;
    trackEvent('clicked_reschedule_button', { eventId });
    setIsSaving(true);
    setError(null);
    try {
      const result = await rescheduleMeeting({
        attendeeId: view.attendee._id,
        time: new Date(slot.start).toISOString(),
        timezone: slot.zone,
        ...(view.event?.allowAttendeeToSelectDuration ? { duration: slot.duration } : {}),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      const attendeeId = result.attendeeId || view.attendee._id;
      void queryClient.invalidateQueries({ queryKey: attendeeViewKey(view.attendee._id) });
      if (attendeeId !== view.attendee._id) {
        void queryClient.invalidateQueries({ queryKey: attendeeViewKey(attendeeId) });
      }
      if (eventId) void queryClient.invalidateQueries({ queryKey: slotDaysKeyOf(eventId) });
      setDone({ ...slot, attendeeId });
    } catch (failure) {
      const code = serverCodeOf(failure);
      if (code === 'SLOT_IS_NOT_AVAILABLE' || (failure instanceof Error && failure.message === SLOT_TAKEN)) {
        toast.error(t('after.slotTaken'));
        if (eventId) void queryClient.invalidateQueries({ queryKey: slotDaysKeyOf(eventId) });
        onSlotTaken(dateKeyInZone(slot.start, slot.zone));
        return;
      }
      const refusal = blockFromError(failure, 'reschedule', t);
      if (refusal) setBlock(refusal);
      else setError(failureText(failure, t));
    } finally {
      setIsSaving(false);
    }
  }

  return { isSaving, error, block, done, submit };
}

/** A failure's message for the visitor: ours in the page's language, the server's own as it came. */
export function failureText(failure: unknown, t: Translate): string {
  if (!(failure instanceof Error) || !failure.message) return t('after.somethingWrong');
  return failure.message === MOVE_FAILED ? t('after.moveFailed') : failure.message;
}
