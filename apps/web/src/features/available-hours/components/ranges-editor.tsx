import type { HourRange } from '@kairos/core/events/availability';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { TrashIcon } from '../../ui/components/icons';
import { formatRange, type TimeFormat } from '../time-of-day';
import { TimeSelect } from './time-select';

interface RangesEditorProps {
  /** Names the controls: "Monday start time", "Monday end time 2". */
  label: string;
  ranges: readonly HourRange[];
  onChange: (ranges: HourRange[]) => void;
  timeFormat: TimeFormat;
  /** Messages by path below the list: `0.end`, or `` for the list as a whole. */
  errors?: Record<string, string>;
}

/** The hour ranges of one day: start and end pickers per range, each removable. */
export function RangesEditor({ label, ranges, onChange, timeFormat, errors = {} }: RangesEditorProps) {
  const messages = [...new Set(Object.values(errors))];
  const t = useDashboardT();
  return (
    <div className="space-y-2">
      {ranges.map((range, index) => {
        const suffix = index === 0 ? '' : ` ${index + 1}`;
        const invalid = Boolean(errors[`${index}.end`] || errors[`${index}.start`] || errors['']);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no identity beyond their place
          <div key={index} className="flex items-center gap-2">
            <TimeSelect
              label={t('availability.range.start', { label, suffix })}
              kind="start"
              value={range.start}
              timeFormat={timeFormat}
              isInvalid={invalid}
              onChange={(start) => onChange(ranges.map((r, i) => (i === index ? { ...r, start } : r)))}
            />
            <span aria-hidden="true" className="text-gray-400">
              –
            </span>
            <TimeSelect
              label={t('availability.range.end', { label, suffix })}
              kind="end"
              value={range.end}
              timeFormat={timeFormat}
              isInvalid={invalid}
              onChange={(end) => onChange(ranges.map((r, i) => (i === index ? { ...r, end } : r)))}
            />
            <button
              type="button"
              onClick={() => onChange(ranges.filter((_, i) => i !== index))}
              aria-label={t('availability.range.remove', { label, range: formatRange(range, timeFormat) })}
              className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-red-700"
            >
              <TrashIcon className="size-4" />
            </button>
          </div>
        );
      })}
      {messages.map((message) => (
        <p key={message} className="text-sm text-red-700">
          {message}
        </p>
      ))}
    </div>
  );
}
