import { useDashboardT } from '../../i18n/dashboard-i18n';
import { GlobeIcon } from '../../ui/components/icons';
import { timezoneLabel } from '../timezones';

/** Says which zone the times around it are in. */
export function TimezoneNote({ timezone }: { timezone: string }) {
  const t = useDashboardT();
  return (
    <p className="inline-flex items-center gap-1.5 text-sm text-gray-600">
      <GlobeIcon className="size-4 shrink-0 text-gray-400" />
      <span>
        {t('availability.timesIn')}{' '}
        <span className="font-medium text-gray-800">{timezoneLabel(timezone, new Date())}</span>
      </span>
    </p>
  );
}
