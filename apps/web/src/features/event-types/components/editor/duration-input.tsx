import { useState } from 'react';
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

const UNIT_OPTIONS = DURATION_UNITS.map((unit) => ({ value: unit, label: unit }));

/** A length of time as an amount and a unit (minutes, hours, days), stored in minutes. */
export function DurationInput({ label, value, onChange, error, hint, name }: DurationInputProps) {
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
        label={`${label} unit`}
        hideLabel
        options={UNIT_OPTIONS}
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
