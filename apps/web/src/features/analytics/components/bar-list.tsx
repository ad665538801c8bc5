import { useDashboardT } from '../../i18n/dashboard-i18n';
import { type CountUnit, nounFor } from '../plural';

export interface BarRow {
  key: string;
  label: string;
  value: number;
  /** Shown after the value, e.g. "2 cancelled · 43%". */
  detail?: string;
  color?: string;
}

/**
 * Horizontal bars as a plain list: every label and figure is text a screen reader reads in order;
 * the bar itself is decoration.
 */
export function BarList({ rows, label, unit }: { rows: readonly BarRow[]; label: string; unit: CountUnit }) {
  const t = useDashboardT();
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <ul aria-label={label} className="space-y-2.5">
      {rows.map((row) => (
        <li key={row.key} className="text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 truncate text-gray-800">{row.label}</span>
            <span className="shrink-0 text-gray-600 tabular-nums">
              <span className="font-semibold text-gray-900">{row.value}</span>
              <span className="sr-only"> {nounFor(t, row.value, unit)}</span>
              {row.detail && <span className="ml-1.5 text-xs text-gray-500">{row.detail}</span>}
            </span>
          </div>
          <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-gray-100">
            <div
              className="h-2 rounded-full bg-brand-600"
              style={{
                width: `${(row.value / max) * 100}%`,
                ...(row.color ? { backgroundColor: row.color } : {}),
              }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
