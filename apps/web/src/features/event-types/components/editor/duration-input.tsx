import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import { useState } from 'react';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { NumberField } from '../../../ui/components/number-field';
import { SelectField } from '../../../ui/components/select-field';
import { changeUnit, DURATION_UNITS, type DurationUnit, splitMinutes, toMinutes } from '../../minutes-unit';

interface DurationInputProps {
  label: string;
  /** Minutes. */
  value: number;
  onChange: (minutes: number) => void;
  error?: string | undefined;
  hint?: string | undefined;
  name?: string;
}

const UNIT_KEYS = {
  minutes: 'eventTypes.unit.minutes',
  hours: 'eventTypes.unit.hours',
  days: 'eventTypes.unit.days',
} as const satisfies Record<DurationUnit, DashboardKey>;

/** A length of time as an amount and a unit (minutes, hours, days), stored in minutes. */
export function DurationInput({ label, value, onChange, error, hint, name }: DurationInputProps) {
  const t = useDashboardT();
  const [unit, setUnit] = useState<DurationUnit>(() => splitMinutes(value).unit);
  const amount = Number.isNaN(value) ? null : value / toMinutes(1, unit);
  return (
    <div className="flex items-start gap-2">
      <NumberField
        label={label}
        name={name}
        min={0}
        value={amount}
        onValueChange={(next) => onChange(next === null ? Number.NaN : Math.round(toMinutes(next, unit)))}
        error={error}
        hint={hint}
        className="min-w-0 flex-1"
      />
      <SelectField
        label={t('eventTypes.unit.label', { label })}
        hideLabel
        options={DURATION_UNITS.map((option) => ({ value: option, label: t(UNIT_KEYS[option]) }))}
        value={unit}
        onChange={(event) => {
          const next = event.target.value as DurationUnit;
          setUnit(next);
          onChange(changeUnit(value, unit, next));
        }}
        className="mt-7 w-32 shrink-0"
      />
    </div>
  );
}
