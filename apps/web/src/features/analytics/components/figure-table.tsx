import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

export interface FigureColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  /** Figures line up as tabular numbers; text columns are darker. */
  numeric?: boolean;
}

const TH = 'py-1.5 pr-3 text-left text-xs font-medium text-gray-500';

/** A chart's figures as a scrollable table with a caption for screen readers. */
export function FigureTable<R>({
  caption,
  scrollLabel,
  className,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  scrollLabel: string;
  className: string;
  columns: ReadonlyArray<FigureColumn<R>>;
  rows: readonly R[];
  rowKey: (row: R) => string;
}) {
  return (
    <ScrollRegion label={scrollLabel} className={className}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={TH}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-gray-100">
              {columns.map((c) => (
                <td
                  key={c.header}
                  className={c.numeric ? 'py-1.5 pr-3 tabular-nums' : 'py-1.5 pr-3 text-gray-800'}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
