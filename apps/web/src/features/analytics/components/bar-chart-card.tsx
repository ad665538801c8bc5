import type { ReactNode } from 'react';
import type { CountUnit } from '../plural';
import { BarList, type BarRow } from './bar-list';
import { ChartCard, type ChartCardProps } from './chart-card';

type BarChartCardProps<T> = Omit<ChartCardProps<T>, 'children'> & {
  /** The list's accessible name and the unit a screen reader hears after each figure. */
  label: string;
  unit: CountUnit;
  rows: (data: T) => BarRow[];
  /** A line above the bars (e.g. the median). */
  intro?: (data: T) => ReactNode;
};

/** A chart card whose figures are horizontal bars. */
export function BarChartCard<T>({ label, unit, rows, intro, ...card }: BarChartCardProps<T>) {
  return (
    <ChartCard {...card}>
      {(data) => (
        <>
          {intro?.(data)}
          <BarList label={label} unit={unit} rows={rows(data)} />
        </>
      )}
    </ChartCard>
  );
}
