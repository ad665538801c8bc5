import { useMemo } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
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
export function TimezoneField({ label, value, onChange, error, hint, className }: TimezoneFieldProps) {
  const t = useDashboardT();
  const options = useMemo(() => {
    const now = new Date();
    return listTimezones([value]).map((zone) => ({ id: zone, label: timezoneLabel(zone, now) }));
  }, [value]);
  return (
    <ComboBoxField
      label={label ?? t('availability.timezone')}
      options={options}
      value={value}
      onChange={onChange}
      error={error}
      hint={hint}
      placeholder={t('availability.timezoneSearch')}
      className={className}
    />
  );
}
