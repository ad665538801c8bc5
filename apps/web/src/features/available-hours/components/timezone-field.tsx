import { useMemo } from 'react';
import { ComboBoxField } from '../../ui/components/combo-box-field';
import { listTimezones, timezoneLabel } from '../timezones';

interface TimezoneFieldProps {
  label?: string;
  value: string;
  onChange: (zone: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string;
}

/** A searchable list of IANA time zones, each with its current offset from UTC. */
export function TimezoneField({
  label = 'Timezone',
  value,
  onChange,
  error,
  hint,
  className,
}: TimezoneFieldProps) {
  const options = useMemo(() => {
    const now = new Date();
    return listTimezones([value]).map((zone) => ({ id: zone, label: timezoneLabel(zone, now) }));
  }, [value]);
  return (
    <ComboBoxField
      label={label}
      options={options}
      value={value}
      onChange={onChange}
      error={error}
      hint={hint}
      placeholder="Search time zones"
      className={className}
    />
  );
}
