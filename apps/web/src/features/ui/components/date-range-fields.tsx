import { useDashboardT } from '../../i18n/dashboard-i18n';
import { DateField } from './date-field';

/** "From" and "To" days (`YYYY-MM-DD`) in the host's date order, each keeping the other's bound. */
export function DateRangeFields({
  from,
  to,
  onFrom,
  onTo,
}: {
  from: string;
  to: string;
  onFrom: (day: string | undefined) => void;
  onTo: (day: string | undefined) => void;
}) {
  const t = useDashboardT();
  return (
    <>
      <DateField
        isInline
        label={t('common.from')}
        value={from}
        max={to || undefined}
        onChange={(day) => onFrom(day || undefined)}
      />
      <DateField
        isInline
        label={t('common.to')}
        value={to}
        min={from || undefined}
        onChange={(day) => onTo(day || undefined)}
      />
    </>
  );
}
