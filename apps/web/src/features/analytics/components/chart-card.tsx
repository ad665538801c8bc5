import type { AnalyticsChart } from '@kairos/core/analytics/analytics-schema';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { csvFileFromExport, exportFailureMessage, saveCsvFile } from '../../meetings/csv-file';
import { Button } from '../../ui/components/button';
import { Skeleton } from '../../ui/components/skeleton';
import type { AnalyticsSearch } from '../analytics-search';
import { fetchChartCsv } from '../queries';

export interface ChartCardProps<T> {
  title: string;
  description?: string;
  chart: AnalyticsChart;
  search: AnalyticsSearch;
  result: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
  /** Controls beside the title (e.g. the bucket unit). */
  actions?: ReactNode;
  className?: string;
}

/** One chart: its title, a CSV download of its figures, and its loading, error and empty states. */
export function ChartCard<T>(props: ChartCardProps<T>) {
  const { title, description, chart, search, result } = props;
  const [isExporting, setIsExporting] = useState(false);
  const t = useDashboardT();
  const headingId = `chart-${chart}`;

  async function download() {
    setIsExporting(true);
    try {
      const file = csvFileFromExport(await fetchChartCsv(chart, search));
      saveCsvFile(file);
      toast.success(t('analytics.chart.downloaded', { fileName: file.fileName }));
    } catch (error) {
      toast.error(exportFailureMessage(error, t, t('analytics.chart.downloadFailed')));
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={result.isFetching || undefined}
      className={`flex min-w-0 flex-col rounded-xl border border-gray-200 bg-white p-4 shadow-xs sm:p-5 ${props.className ?? ''}`}
    >
      {/* Every card alike: the title takes what is left (basis 0), so the CSV button never wraps under
          a long description; other controls get a row of their own on a phone. */}
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 basis-0">
          <h2 id={headingId} className="text-base font-semibold text-gray-900">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-gray-600">{description}</p>}
        </div>
        {props.actions && <div className="order-last w-full sm:order-none sm:w-auto">{props.actions}</div>}
        <Button
          variant="ghost"
          className="shrink-0 px-2 py-1 text-xs"
          onClick={download}
          isLoading={isExporting}
          disabled={!result.data}
          aria-label={t('analytics.chart.download', { title })}
        >
          {t('analytics.chart.csv')}
        </Button>
      </div>
      <div className="mt-4 flex-1">
        {result.isPending ? (
          <div className="space-y-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : result.isError ? (
          <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            <p>{t('analytics.chart.loadFailed', { reason: result.error.message })}</p>
            <Button variant="secondary" className="mt-2" onClick={() => result.refetch()}>
              {t('analytics.tryAgain')}
            </Button>
          </div>
        ) : props.isEmpty(result.data) ? (
          <p className="py-6 text-center text-sm text-gray-500">{props.emptyText}</p>
        ) : (
          props.children(result.data)
        )}
      </div>
    </section>
  );
}
