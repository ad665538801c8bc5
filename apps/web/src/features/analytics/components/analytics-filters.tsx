import { useQuery } from '@tanstack/react-query';
import { HostSelect } from '../../meetings/components/host-select';
import { eventNamesQuery } from '../../meetings/components/meeting-toolbar';
import { teamListQuery } from '../../teams/queries';
import { DateRangeFields } from '../../ui/components/date-range-fields';
import { SelectField } from '../../ui/components/select-field';
import type { AnalyticsSearch } from '../analytics-search';

/** The range (days in the host's zone) and the event type, team and host filters. */
export function AnalyticsFilters({
  search,
  shown,
  onChange,
}: {
  search: AnalyticsSearch;
  /** The range the figures cover (the default one until the host picks dates). */
  shown: { from: string; to: string } | undefined;
  onChange: (next: AnalyticsSearch) => void;
}) {
  const events = useQuery(eventNamesQuery);
  const teams = useQuery(teamListQuery);
  return (
    <search className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[auto_auto_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <DateRangeFields
        from={search.from ?? shown?.from ?? ''}
        to={search.to ?? shown?.to ?? ''}
        // A picked day fixes the other end too, so the range stays the one on screen.
        onFrom={(from) => onChange({ ...search, from, to: search.to ?? shown?.to })}
        onTo={(to) => onChange({ ...search, to, from: search.from ?? shown?.from })}
      />
      <SelectField
        label="Event type"
        hideLabel
        value={search.event ?? ''}
        options={[
          { value: '', label: 'All event types' },
          ...(events.data?.events ?? []).map((e) => ({ value: e._id, label: e.name })),
        ]}
        onChange={(e) => onChange({ ...search, event: e.target.value || undefined })}
      />
      {(teams.data?.teams.length ?? 0) > 0 && (
        <SelectField
          label="Team"
          hideLabel
          value={search.team ?? ''}
          options={[
            { value: '', label: 'All teams' },
            ...(teams.data?.teams ?? []).map((t) => ({ value: t._id, label: t.name })),
          ]}
          onChange={(e) => onChange({ ...search, team: e.target.value || undefined })}
        />
      )}
      <HostSelect value={search.agent} onChange={(agent) => onChange({ ...search, agent })} />
    </search>
  );
}
