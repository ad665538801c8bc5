import { controlBorder } from '../../ui/components/field-note';
import {
  formatMinutes,
  MINUTES_PER_DAY,
  TIME_STEP_MINUTES,
  type TimeFormat,
  timeOptions,
} from '../time-of-day';

interface TimeSelectProps {
  label: string;
  value: number;
  onChange: (minutes: number) => void;
  /** Start times run from midnight; end times run to the end of the day. */
  kind: 'start' | 'end';
  timeFormat: TimeFormat;
  isInvalid?: boolean;
}

/** A clock time picked from a quarter-hour grid, shown in the host's 12h or 24h format. */
export function TimeSelect({ label, value, onChange, kind, timeFormat, isInvalid }: TimeSelectProps) {
  const options =
    kind === 'start'
      ? timeOptions(0, MINUTES_PER_DAY - TIME_STEP_MINUTES, [value])
      : timeOptions(TIME_STEP_MINUTES, MINUTES_PER_DAY, [value]);
  return (
    <select
      aria-label={label}
      value={value}
      aria-invalid={isInvalid || undefined}
      onChange={(event) => onChange(Number(event.target.value))}
      className={`w-[6.75rem] rounded-lg border bg-white py-1.5 pr-7 pl-2.5 text-sm text-gray-900 tabular-nums shadow-xs focus-visible:outline-2 focus-visible:outline-offset-0 ${controlBorder(Boolean(isInvalid))}`}
    >
      {options.map((minutes) => (
        <option key={minutes} value={minutes}>
          {formatMinutes(minutes, timeFormat)}
        </option>
      ))}
    </select>
  );
}
