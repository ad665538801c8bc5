import { useQuery } from '@tanstack/react-query';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { HostSelect } from '../../meetings/components/host-select';
import { eventNamesQuery } from '../../meetings/components/meeting-toolbar';
import { teamListQuery } from '../../teams/queries';
import { DateField } from '../../ui/components/date-field';
import { SelectField } from '../../ui/components/select-field';
import type { AnalyticsSearch } from '../analytics-search';
import { type RangeEnd, type RangeProblem, withRangeEnd } from '../range-fields';

// Full width on a phone; from `sm` as wide as the longest option, so no label is cut.
const SELECT = 'w-full max-w-full sm:w-auto';

/** The range (days in the host's zone) and the event type, team and host filters. */
export function AnalyticsFilters({
  search,
  shown,
  defaultTo,
  rangeError,
  onChange,
}: {
  search: AnalyticsSearch;
  /** The range the figures cover (the default one until the host picks dates). */
  shown: { from: string; to: string } | undefined;
  /** The end of a range without one: 30 days after the host's today. */
  defaultTo: string;
  /** What is wrong with the days in the address, shown on the field it names. */
  rangeError: RangeProblem | undefined;
  onChange: (next: AnalyticsSearch) => void;
}) {
  const t = useDashboardT();
  const events = useQuery(eventNamesQuery);
  const teams = useQuery(teamListQuery);
  const from = search.from ?? shown?.from ?? '';
  const to = search.to ?? shown?.to ?? '';
  const pick = (end: RangeEnd) => (day: string) =>
    onChange(withRangeEnd(search, shown, end, day || undefined, defaultTo));
  return (
    <search className="mt-4 flex flex-wrap items-start gap-x-4 gap-y-3">
      <DateField
        isInline
        label={t('analytics.filter.from')}
        value={from}
        max={to || undefined}
        error={rangeError?.path === 'from' ? rangeError.message : undefined}
        onChange={pick('from')}
      />
      <DateField
        isInline
        label={t('analytics.filter.to')}
        value={to}
        min={from || undefined}
        error={rangeError?.path === 'to' ? rangeError.message : undefined}
        onChange={pick('to')}
      />
      <SelectField
        label={t('analytics.filter.eventType')}
        hideLabel
        className={SELECT}
        value={search.event ?? ''}
        options={[
          { value: '', label: t('analytics.filter.allEventTypes') },
          ...(events.data?.events ?? []).map((e) => ({ value: e._id, label: e.name })),
        ]}
        onChange={(e) => onChange({ ...search, event: e.target.value || undefined })}
      />
      {(teams.data?.teams.length ?? 0) > 0 && (
        <SelectField
          label={t('analytics.filter.team')}
          hideLabel
          className={SELECT}
          value={search.team ?? ''}
          options={[
            { value: '', label: t('analytics.filter.allTeams') },
            ...(teams.data?.teams ?? []).map((team) => ({ value: team._id, label: team.name })),
          ]}
          onChange={(e) => onChange({ ...search, team: e.target.value || undefined })}
        />
      )}
      <HostSelect
        className={SELECT}
        value={search.agent}
        onChange={(agent) => onChange({ ...search, agent })}
      />
    </search>
  );
}
