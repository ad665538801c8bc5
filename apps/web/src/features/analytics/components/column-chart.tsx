import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { ScrollRegion } from './scroll-region';

export interface Column {
  key: string;
  /** The column's name, e.g. "Mon 15 Mar". */
  label: string;
  value: number;
  /** Further figures for the tooltip and table, e.g. [["Cancelled", 1]]. */
  details: ReadonlyArray<readonly [string, number]>;
}

/**
 * Vertical bars (e.g. meetings per day). One tab stop: arrow keys, Home and End move between
 * columns and each announces its label and figures; the same figures are in a table beside it.
 */
export function ColumnChart({
  columns,
  label,
  unit,
}: {
  columns: readonly Column[];
  label: string;
  unit: string;
}) {
  const id = useId();
  const [active, setActive] = useState<number | null>(null);
  const [focusIndex, setFocusIndex] = useState(columns.length - 1);
  const [showTable, setShowTable] = useState(false);
  const refs = useRef<Array<HTMLDivElement | null>>([]);
  const max = Math.max(1, ...columns.map((c) => c.value));
  const current = active === null ? undefined : columns[active];
  const focusable = Math.min(focusIndex, columns.length - 1);

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const last = columns.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? Math.min(last, focusable + 1)
        : event.key === 'ArrowLeft'
          ? Math.max(0, focusable - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    setActive(next);
    refs.current[next]?.focus();
  }

  const describe = (c: Column) =>
    `${c.label}: ${c.value} ${unit}${c.details.map(([name, n]) => `, ${n} ${name.toLowerCase()}`).join('')}`;
  const labelStep = Math.max(1, Math.ceil(columns.length / 7));

  return (
    <div>
      <div className="relative">
        <p aria-live="polite" className="h-5 text-xs text-gray-600">
          {current ? describe(current) : `Highest: ${max} ${unit}`}
        </p>
        {/* biome-ignore lint/a11y/useSemanticElements: a chart's columns are a group of images, not a fieldset. */}
        <div
          role="group"
          aria-label={`${label}. Use the arrow keys to move between columns.`}
          onKeyDown={move}
          onMouseLeave={() => setActive(null)}
          className="mt-1 flex h-40 items-end gap-px border-b border-gray-200"
        >
          {columns.map((c, i) => (
            <div
              key={c.key}
              ref={(el) => {
                refs.current[i] = el;
              }}
              role="img"
              aria-label={describe(c)}
              tabIndex={i === focusable ? 0 : -1}
              onFocus={() => setActive(i)}
              onBlur={() => setActive(null)}
              onMouseEnter={() => setActive(i)}
              className="group flex h-full min-w-0 flex-1 items-end rounded-t focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
            >
              <div
                className={`w-full rounded-t ${active === i ? 'bg-brand-700' : 'bg-brand-500'}`}
                style={{ height: `${(c.value / max) * 100}%`, minHeight: c.value > 0 ? 2 : 0 }}
              />
            </div>
          ))}
        </div>
        <div aria-hidden="true" className="mt-1 flex gap-px text-[10px] text-gray-500">
          {columns.map((c, i) => (
            <span key={c.key} className="min-w-0 flex-1 overflow-visible whitespace-nowrap">
              {i % labelStep === 0 ? c.label : ''}
            </span>
          ))}
        </div>
      </div>
      <button
        type="button"
        aria-expanded={showTable}
        aria-controls={`${id}-table`}
        onClick={() => setShowTable((v) => !v)}
        className="mt-3 text-xs font-medium text-brand-700 hover:underline"
      >
        {showTable ? 'Hide the figures' : 'Show the figures as a table'}
      </button>
      <ScrollRegion
        id={`${id}-table`}
        label={`${label}, table`}
        hidden={!showTable}
        className="mt-2 max-h-64 overflow-auto"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="text-xs text-gray-500">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Period
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {unit[0]?.toUpperCase()}
                {unit.slice(1)}
              </th>
              {columns[0]?.details.map(([name]) => (
                <th key={name} scope="col" className="py-1 pr-3 font-medium">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {columns.map((c) => (
              <tr key={c.key} className="border-t border-gray-100">
                <th scope="row" className="py-1 pr-3 font-normal text-gray-700">
                  {c.label}
                </th>
                <td className="py-1 pr-3">{c.value}</td>
                {c.details.map(([name, n]) => (
                  <td key={name} className="py-1 pr-3">
                    {n}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
