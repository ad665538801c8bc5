import type { WeeklySchedule } from '@kairos/core/events/availability';
import { PlusIcon } from '../../ui/components/action-icons';
import { SwitchField } from '../../ui/components/switch-field';
import type { TimeFormat } from '../time-of-day';
import {
  addRange,
  copyDay,
  DAY_LABELS,
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
  return (
    <ul className="divide-y divide-gray-100">
      {EDITOR_WEEK.map((day) => {
        const label = DAY_LABELS[day];
        const on = isDayOn(value, day);
        const ranges = rangesOf(value, day);
        return (
          <li key={day} className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start">
            <div className="flex items-center justify-between sm:w-36 sm:shrink-0 sm:pt-1.5">
              <SwitchField
                label={label}
                isSelected={on}
                onChange={(next) => onChange(setDayOn(value, day, next))}
              />
            </div>
            <div className="flex min-w-0 flex-1 items-start gap-2">
              <div className="min-w-0 flex-1">
                {on ? (
                  <RangesEditor
                    label={label}
                    ranges={ranges}
                    timeFormat={timeFormat}
                    errors={errorsOfDay(errors, day)}
                    onChange={(next) => onChange(withDayRanges(value, day, next))}
                  />
                ) : (
                  <p className="py-1.5 text-sm text-gray-500">Unavailable</p>
                )}
              </div>
              {on && (
                <div className="flex shrink-0 items-center">
                  <button
                    type="button"
                    onClick={() => onChange(addRange(value, day))}
                    disabled={nextRange(ranges) === null}
                    aria-label={`Add hours on ${label}`}
                    className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-40"
                  >
                    <PlusIcon className="size-4" />
                  </button>
                  <CopyDayButton day={day} onCopy={(targets) => onChange(copyDay(value, day, targets))} />
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
