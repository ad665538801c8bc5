import { useId } from 'react';

const INPUT =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600';

/** "From" and "To" day pickers (`YYYY-MM-DD`), each keeping the other's bound. */
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
  const id = useId();
  return (
    <>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-from`} className="text-sm text-gray-600">
          From
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onFrom(event.target.value || undefined)}
          className={INPUT}
        />
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-to`} className="text-sm text-gray-600">
          To
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => onTo(event.target.value || undefined)}
          className={INPUT}
        />
      </div>
    </>
  );
}
