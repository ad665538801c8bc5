import type { WeeklySchedule } from '@kairos/core/events/availability';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { PlusIcon } from '../../ui/components/icons';
import { SwitchField } from '../../ui/components/switch-field';
import type { TimeFormat } from '../time-of-day';
import {
  addRange,
  copyDay,
  DAY_KEYS,
  EDITOR_WEEK,
  isDayOn,
  nextRange,
  rangesOf,
  setDayOn,
  withDayRanges,
} from '../weekly-schedule';
import { CopyDayButton } from './copy-day-button';
import { RangesEditor } from './ranges-editor';

interface WeeklyScheduleEditorProps {
  value: WeeklySchedule;
  onChange: (value: WeeklySchedule) => void;
  timeFormat: TimeFormat;
  /** Messages by path inside the week: `MONDAY` or `MONDAY.0.end`. */
  errors?: Record<string, string>;
}

function errorsOfDay(errors: Record<string, string>, day: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).flatMap(([path, message]) => {
      if (path === day) return [['', message]];
      return path.startsWith(`${day}.`) ? [[path.slice(day.length + 1), message]] : [];
    }),
  );
}

/** A week of working hours: each day on or off, with one or more ranges, copyable to other days. */
export function WeeklyScheduleEditor({
  value,
  onChange,
  timeFormat,
  errors = {},
}: WeeklyScheduleEditorProps) {
  const t = useDashboardT();
  return (
    <ul className="divide-y divide-gray-100">
      {EDITOR_WEEK.map((day) => {
        const label = t(DAY_KEYS[day]);
        const on = isDayOn(value, day);
        const ranges = rangesOf(value, day);
        return (
          <li
            key={day}
            className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-2 gap-y-3 py-3 first:pt-0 last:pb-0 sm:grid-cols-[9rem_minmax(0,1fr)_auto]"
          >
            <div className="col-start-1 row-start-1 sm:pt-1.5">
              <SwitchField
                label={label}
                isSelected={on}
                onChange={(next) => onChange(setDayOn(value, day, next))}
              />
            </div>
            <div className="col-span-2 row-start-2 min-w-0 sm:col-span-1 sm:col-start-2 sm:row-start-1">
              {on ? (
                <RangesEditor
                  label={label}
                  ranges={ranges}
                  timeFormat={timeFormat}
                  errors={errorsOfDay(errors, day)}
                  onChange={(next) => onChange(withDayRanges(value, day, next))}
                />
              ) : (
                <p className="text-sm text-gray-500 sm:py-1.5">{t('availability.week.unavailable')}</p>
              )}
            </div>
            <div className="col-start-2 row-start-1 flex items-center justify-end sm:col-start-3">
              {on && (
                <>
                  <button
                    type="button"
                    onClick={() => onChange(addRange(value, day))}
                    disabled={nextRange(ranges) === null}
                    aria-label={t('availability.week.addHours', { day: label })}
                    className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-40"
                  >
                    <PlusIcon className="size-4" />
                  </button>
                  <CopyDayButton day={day} onCopy={(targets) => onChange(copyDay(value, day, targets))} />
                </>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
