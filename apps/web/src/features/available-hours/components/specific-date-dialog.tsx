import { HostSpecificDatesSchema, type HourRange, type SpecificDate } from '@kairos/core/events/availability';
import { useState } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button } from '../../ui/components/button';
import { DateField } from '../../ui/components/date-field';
import { PlusIcon } from '../../ui/components/icons';
import { ModalDialog } from '../../ui/components/modal-dialog';
import { SwitchField } from '../../ui/components/switch-field';
import { upsertSpecificDate } from '../specific-dates';
import type { TimeFormat } from '../time-of-day';
import { DEFAULT_DAY_RANGE, nextRange } from '../weekly-schedule';
import { RangesEditor } from './ranges-editor';
import { TimezoneNote } from './timezone-note';

interface SpecificDateDialogProps {
  /** The override being edited, or a new one. */
  initial: SpecificDate | null;
  existing: readonly SpecificDate[];
  minDate: string;
  timezone: string;
  timeFormat: TimeFormat;
  onSave: (dates: SpecificDate[]) => void;
  onClose: () => void;
}

function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[], index: number) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.path[0] !== index) continue;
    const rest = issue.path.slice(1).map(String);
    const key = rest[0] === 'hours' ? rest.slice(1).join('.') : 'date';
    errors[rest[0] === 'hours' ? `hours:${key}` : 'date'] ??= issue.message;
  }
  return errors;
}

/** Adds or changes one date override: a date, and its hours or none (unavailable all day). */
export function SpecificDateDialog({
  initial,
  existing,
  minDate,
  timezone,
  timeFormat,
  onSave,
  onClose,
}: SpecificDateDialogProps) {
  const [date, setDate] = useState(initial?.date ?? '');
  const [hours, setHours] = useState<HourRange[]>(initial?.hours ?? [{ ...DEFAULT_DAY_RANGE }]);
  const [unavailable, setUnavailable] = useState(initial ? initial.hours.length === 0 : false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const t = useDashboardT();

  function handleSave() {
    if (!date) {
      setErrors({ date: t('availability.override.pickDate') });
      return;
    }
    const others = existing.filter((d) => d.date !== initial?.date);
    if (others.some((d) => d.date === date)) {
      setErrors({ date: t('availability.override.taken') });
      return;
    }
    const entry: SpecificDate = { date, hours: unavailable ? [] : hours };
    const next = upsertSpecificDate(others, entry);
    const parsed = HostSpecificDatesSchema.safeParse(next);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues, next.indexOf(entry)));
      return;
    }
    onSave(next);
  }

  const hourErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith('hours:'))
      .map(([key, message]) => [key.slice('hours:'.length), message]),
  );

  return (
    <ModalDialog
      title={initial ? t('availability.override.editTitle') : t('availability.overrides.add')}
      description={t('availability.override.intro')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      <div className="space-y-5">
        <DateField
          label={t('availability.override.date')}
          name="date"
          min={minDate}
          value={date}
          onChange={setDate}
          error={errors.date}
        />
        <SwitchField
          label={t('availability.overrides.unavailable')}
          isSelected={unavailable}
          onChange={(value) => {
            setUnavailable(value);
            if (!value && hours.length === 0) setHours([{ ...DEFAULT_DAY_RANGE }]);
          }}
        />
        {!unavailable && (
          <div className="space-y-2">
            <RangesEditor
              label={t('availability.override.label')}
              ranges={hours}
              onChange={setHours}
              timeFormat={timeFormat}
              errors={hourErrors}
            />
            <button
              type="button"
              disabled={nextRange(hours) === null}
              onClick={() => {
                const range = nextRange(hours);
                if (range) setHours([...hours, range]);
              }}
              className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-40"
            >
              <PlusIcon className="size-4" />
              {t('availability.override.addHours')}
            </button>
            <TimezoneNote timezone={timezone} />
          </div>
        )}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('availability.override.cancel')}
          </Button>
          <Button onClick={handleSave}>
            {initial ? t('availability.override.update') : t('availability.override.addOverride')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
