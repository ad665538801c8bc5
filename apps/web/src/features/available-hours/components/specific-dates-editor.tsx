import type { Agent } from '@kairos/core/accounts/schemas';
import type { SpecificDate } from '@kairos/core/events/availability';
import { useState } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button } from '../../ui/components/button';
import { PencilIcon, PlusIcon, TrashIcon } from '../../ui/components/icons';
import { formatIsoDate, removeSpecificDate, todayIn } from '../specific-dates';
import { formatRange, type TimeFormat } from '../time-of-day';
import { SpecificDateDialog } from './specific-date-dialog';
import { TimezoneNote } from './timezone-note';

interface SpecificDatesEditorProps {
  value: readonly SpecificDate[];
  onChange: (value: SpecificDate[]) => void;
  timezone: string;
  timeFormat: TimeFormat;
  dateFormat: Agent['dateFormat'];
  /** Messages by path inside the list: `0.hours`, `2.date`. */
  errors?: Record<string, string>;
}

/** Dates whose hours differ from the week (a day off, a late start), each editable and removable. */
export function SpecificDatesEditor({
  value,
  onChange,
  timezone,
  timeFormat,
  dateFormat,
  errors = {},
}: SpecificDatesEditorProps) {
  const [editing, setEditing] = useState<SpecificDate | 'new' | null>(null);
  const t = useDashboardT();
  return (
    <div className="space-y-3">
      {value.length === 0 ? (
        <p className="text-sm text-gray-500">{t('availability.overrides.none')}</p>
      ) : (
        <>
          <TimezoneNote timezone={timezone} />
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
            {value.map((entry, index) => {
              const label = formatIsoDate(entry.date, dateFormat);
              const rowErrors = Object.entries(errors)
                .filter(([path]) => path === String(index) || path.startsWith(`${index}.`))
                .map(([, message]) => message);
              return (
                <li key={entry.date} className="flex items-center gap-3 px-3 py-2.5">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium text-gray-900">{label}</p>
                    <p className="text-sm text-gray-600">
                      {entry.hours.length === 0
                        ? t('availability.overrides.unavailable')
                        : entry.hours.map((r) => formatRange(r, timeFormat)).join(', ')}
                    </p>
                    {[...new Set(rowErrors)].map((message) => (
                      <p key={message} className="text-sm text-red-700">
                        {message}
                      </p>
                    ))}
                  </div>
                  <button
                    type="button"
                    onClick={() => setEditing(entry)}
                    aria-label={t('availability.overrides.edit', { date: label })}
                    className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-900"
                  >
                    <PencilIcon className="size-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => onChange(removeSpecificDate(value, entry.date))}
                    aria-label={t('availability.overrides.remove', { date: label })}
                    className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-red-700"
                  >
                    <TrashIcon className="size-4" />
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <Button variant="secondary" onClick={() => setEditing('new')}>
        <PlusIcon className="size-4" />
        {t('availability.overrides.add')}
      </Button>
      {editing && (
        <SpecificDateDialog
          initial={editing === 'new' ? null : editing}
          existing={value}
          minDate={todayIn(timezone, new Date())}
          timezone={timezone}
          timeFormat={timeFormat}
          onClose={() => setEditing(null)}
          onSave={(next) => {
            onChange(next);
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
