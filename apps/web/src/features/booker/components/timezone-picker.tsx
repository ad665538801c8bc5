import { useCallback } from 'react';
import { useT } from '../../i18n/i18n-context';
import { FilterSelect } from '../../ui/components/filter-select';
import { GlobeIcon } from '../../ui/components/icons';
import { filterTimezones, listTimezones, type TimezoneOption } from '../timezones';
import { zoneOffsetLabel } from '../zoned-time';

interface TimezonePickerProps {
  zone: string;
  /** The event fixes the zone: shown, not chosen. */
  isLocked: boolean;
  /** Said under a fixed zone; by default that the host shows times in it. */
  lockedNote?: string;
  onChange: (zone: string) => void;
}

function zoneText(zone: string): string {
  return `${zone.replaceAll('_', ' ')} (${zoneOffsetLabel(zone, Date.now())})`;
}

type ZoneOption = TimezoneOption & { label: string; detail: string };

/** The zone the times are shown in: a searchable list, or a fixed line when the event locks it. */
export function TimezonePicker({ zone, isLocked, lockedNote, onChange }: TimezonePickerProps) {
  const t = useT();
  const loadOptions = useCallback(
    (): ZoneOption[] =>
      listTimezones(Date.now(), [zone]).map((option) => ({
        ...option,
        label: option.id.replaceAll('_', ' '),
        detail: option.offsetLabel,
      })),
    [zone],
  );
  if (isLocked) {
    return (
      <p className="flex items-center gap-2 px-2 py-1.5 text-sm">
        <GlobeIcon className="size-4 shrink-0 text-(--pb-muted)" />
        <span>
          {zoneText(zone)}
          <span className="block text-(--pb-muted) text-xs">{lockedNote ?? t('booker.timezoneLocked')}</span>
        </span>
      </p>
    );
  }
  return (
    <FilterSelect
      label={t('booker.timezone')}
      value={zone}
      valueText={zoneText(zone)}
      loadOptions={loadOptions}
      filter={filterTimezones}
      onChange={onChange}
      icon={<GlobeIcon className="size-4 shrink-0 text-(--pb-muted)" />}
      words={{
        searchLabel: t('booker.timezoneSearchLabel'),
        searchPlaceholder: t('booker.timezoneSearch'),
        empty: t('booker.noOptions'),
      }}
    />
  );
}
