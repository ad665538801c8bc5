import { useState } from 'react';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { Button } from '../../../ui/components/button';
import { PlusIcon } from '../../../ui/components/icons';
import { NumberField } from '../../../ui/components/number-field';
import { formatDuration } from '../../minutes-unit';

const COMMON_DURATIONS = [15, 30, 45, 60, 90, 120];

interface DurationsFieldProps {
  value: readonly number[];
  onChange: (durations: number[]) => void;
  error?: string | undefined;
}

/** The lengths an attendee can pick from: common ones to tick and any other to add. */
export function DurationsField({ value, onChange, error }: DurationsFieldProps) {
  const t = useDashboardT();
  const [extra, setExtra] = useState<number | null>(null);
  const options = [...new Set([...COMMON_DURATIONS, ...value])].sort((a, b) => a - b);

  function toggle(minutes: number, on: boolean) {
    const next = on ? [...value, minutes] : value.filter((m) => m !== minutes);
    onChange([...new Set(next)].sort((a, b) => a - b));
  }

  return (
    <fieldset aria-describedby={error ? 'available-durations-error' : undefined}>
      <legend className="text-sm font-medium text-gray-800">{t('eventTypes.durations.legend')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((minutes) => (
          <label
            key={minutes}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-gray-300 px-3 py-1 text-sm text-gray-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="checkbox"
              checked={value.includes(minutes)}
              onChange={(event) => toggle(minutes, event.target.checked)}
              className="size-3.5 accent-brand-600 focus-visible:outline-none"
            />
            {formatDuration(t, minutes)}
          </label>
        ))}
      </div>
      <div className="mt-3 flex items-end gap-2">
        <NumberField
          label={t('eventTypes.durations.other')}
          suffix={t('eventTypes.details.minutes')}
          min={1}
          value={extra}
          onValueChange={setExtra}
          className="w-48"
        />
        <Button
          variant="secondary"
          disabled={extra === null || extra < 1}
          onClick={() => {
            if (extra !== null && extra >= 1) toggle(Math.round(extra), true);
            setExtra(null);
          }}
        >
          <PlusIcon className="size-4" />
          {t('eventTypes.durations.add')}
        </Button>
      </div>
      {error && (
        <p id="available-durations-error" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
