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
  return (
    <>
      <DateField
        isInline
        label="From"
        value={from}
        max={to || undefined}
        onChange={(day) => onFrom(day || undefined)}
      />
      <DateField
        isInline
        label="To"
        value={to}
        min={from || undefined}
        onChange={(day) => onTo(day || undefined)}
      />
    </>
  );
}
