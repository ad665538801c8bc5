import { type KeyboardEvent, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { axisLabelIndexes } from '../axis-labels';
import { type CountUnit, countOf } from '../plural';
import { ScrollRegion } from './scroll-region';

export interface Column {
  key: string;
  /** The column's name, e.g. "15/03/2027". */
  label: string;
  /** Its short name under the axis, e.g. "15/03". */
  tick: string;
  value: number;
  /** Further figures for the tooltip and table, e.g. the cancelled ones. */
  details: ReadonlyArray<{ name: string; unit: CountUnit; value: number }>;
}

/** The axis's width and its widest tick, measured in its own font, kept up to date as it resizes. */
function useAxisSize(ref: RefObject<HTMLDivElement | null>, ticks: readonly string[]) {
  const [size, setSize] = useState({ width: 0, label: 0 });
  const text = ticks.join('\n');
  useLayoutEffect(() => {
    const axis = ref.current;
    if (!axis) return;
    const context = document.createElement('canvas').getContext('2d');
    if (context) context.font = getComputedStyle(axis).font;
    const label = Math.max(0, ...text.split('\n').map((t) => context?.measureText(t).width ?? t.length * 7));
    const update = () =>
      setSize((prev) =>
        prev.width === axis.clientWidth && prev.label === label ? prev : { width: axis.clientWidth, label },
      );
    update();
    const observer = new ResizeObserver(update);
    observer.observe(axis);
    return () => observer.disconnect();
  }, [ref, text]);
  return size;
}

/**
 * Vertical bars (e.g. meetings per day). One tab stop: arrow keys, Home and End move between
 * columns and each announces its label and figures; the same figures are in a table beside it.
 */
export function ColumnChart({
  columns,
  label,
  unit,
  valueHeader,
}: {
  columns: readonly Column[];
  label: string;
  unit: CountUnit;
  /** The table's heading over the figures, e.g. "Meetings". */
  valueHeader: string;
}) {
  const t = useDashboardT();
  const id = useId();
  const axisRef = useRef<HTMLDivElement>(null);
  const axis = useAxisSize(
    axisRef,
    columns.map((c) => c.tick),
  );
  const ticks = new Set(axisLabelIndexes(columns.length, axis.width, Math.ceil(axis.label)));
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
    t('analytics.columns.describe', {
      label: c.label,
      figures: c.details.reduce(
        (figures, d) => t('analytics.columns.more', { figures, figure: countOf(t, d.value, d.unit) }),
        countOf(t, c.value, unit),
      ),
    });

  return (
    <div>
      <div className="relative">
        <p aria-live="polite" className="h-5 text-xs text-gray-600">
          {current ? describe(current) : t('analytics.columns.highest', { figure: countOf(t, max, unit) })}
        </p>
        {/* biome-ignore lint/a11y/useSemanticElements: a chart's columns are a group of images, not a fieldset. */}
        <div
          role="group"
          aria-label={t('analytics.columns.keys', { label })}
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
        {/* Only the ticks that fit side by side, none running past the right edge. */}
        <div
          ref={axisRef}
          aria-hidden="true"
          data-axis=""
          className="mt-1 flex h-4 gap-px text-[10px] text-gray-500"
        >
          {columns.map((c, i) => (
            <span key={c.key} className="min-w-0 flex-1 overflow-visible whitespace-nowrap">
              {ticks.has(i) ? c.tick : ''}
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
        {showTable ? t('analytics.columns.hideTable') : t('analytics.columns.showTable')}
      </button>
      <ScrollRegion
        id={`${id}-table`}
        label={t('analytics.columns.table', { label })}
        hidden={!showTable}
        className="mt-2 max-h-64 overflow-auto"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="text-xs text-gray-500">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('analytics.columns.period')}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {valueHeader}
              </th>
              {columns[0]?.details.map((d) => (
                <th key={d.name} scope="col" className="py-1 pr-3 font-medium">
                  {d.name}
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
                {c.details.map((d) => (
                  <td key={d.name} className="py-1 pr-3">
                    {d.value}
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
