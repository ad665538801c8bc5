import type { PopularTimes } from '@kairos/core/analytics/analytics-schema';
import { DAY_KEYS, EDITOR_WEEK, SHORT_DAY_KEYS } from '../../available-hours/weekly-schedule';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { ScrollRegion } from './scroll-region';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/**
 * Meetings by local weekday and hour as a real table: the shading is for the eye, the numbers are
 * in the cells (empty ones say 0 to screen readers), and headers name each row and column.
 */
export function WeekdayHourTable({ data }: { data: PopularTimes }) {
  const t = useDashboardT();
  const counts = new Map(data.cells.map((c) => [`${c.weekday}:${c.hour}`, c.meetings]));
  const max = Math.max(1, ...data.cells.map((c) => c.meetings));
  return (
    <ScrollRegion
      label={t('analytics.popular.scrollLabel')}
      className="overflow-x-auto"
      hint={t('analytics.popular.hint')}
    >
      <table className="w-full border-separate border-spacing-0.5 text-center text-[10px] tabular-nums">
        <caption className="sr-only">
          {t('analytics.popular.caption', { timezone: data.range.timezone })}
        </caption>
        <thead>
          <tr>
            <td />
            {HOURS.map((h) => (
              <th key={h} scope="col" className="font-normal text-gray-500">
                {/* Every third hour on a phone, where the table scrolls; every hour once it fits. */}
                <span aria-hidden="true" className={h % 3 === 0 ? undefined : 'hidden sm:inline'}>
                  {h}
                </span>
                <span className="sr-only">{`${String(h).padStart(2, '0')}:00`}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {EDITOR_WEEK.map((day, i) => (
            <tr key={day}>
              <th scope="row" className="pr-1 text-left text-xs font-normal text-gray-600">
                <abbr title={t(DAY_KEYS[day])} className="no-underline">
                  {t(SHORT_DAY_KEYS[day])}
                </abbr>
              </th>
              {HOURS.map((h) => {
                const n = counts.get(`${i + 1}:${h}`) ?? 0;
                const strength = n / max;
                return (
                  <td
                    key={h}
                    className={`h-6 min-w-5 rounded-sm ${strength > 0.6 ? 'text-white' : 'text-gray-800'}`}
                    style={{
                      backgroundColor:
                        n === 0
                          ? 'var(--color-gray-50)'
                          : `color-mix(in srgb, var(--color-brand-600) ${Math.round(15 + strength * 85)}%, white)`,
                    }}
                  >
                    {n === 0 ? <span className="sr-only">0</span> : n}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
