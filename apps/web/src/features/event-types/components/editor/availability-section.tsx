import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SpecificDatesEditor } from '../../../available-hours/components/specific-dates-editor';
import { TimezoneField } from '../../../available-hours/components/timezone-field';
import { TimezoneNote } from '../../../available-hours/components/timezone-note';
import { WeeklyScheduleEditor } from '../../../available-hours/components/weekly-schedule-editor';
import { availableHoursQuery } from '../../../available-hours/queries';
import { DEFAULT_DAY_RANGE, summarizeWeek } from '../../../available-hours/weekly-schedule';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { FormSection } from '../../../ui/components/form-section';
import { RadioGroupField } from '../../../ui/components/radio-group-field';
import { SelectField } from '../../../ui/components/select-field';
import { Skeleton } from '../../../ui/components/skeleton';
import { SwitchField } from '../../../ui/components/switch-field';
import { errorAt, errorsUnder } from '../../event-draft';
import { hoursSourceOf, withCustomHours, withEventTimezone, withSavedHours } from '../../event-hours';
import type { SectionProps } from './section-props';

const DEFAULT_KEY = 'default';
const WEEKDAYS_9_TO_5 = {
  MONDAY: [DEFAULT_DAY_RANGE],
  TUESDAY: [DEFAULT_DAY_RANGE],
  WEDNESDAY: [DEFAULT_DAY_RANGE],
  THURSDAY: [DEFAULT_DAY_RANGE],
  FRIDAY: [DEFAULT_DAY_RANGE],
};

/** Which hours the event offers (a saved schedule or its own), its zone, and date overrides. */
export function AvailabilitySection({ draft, change, errors, agent }: SectionProps) {
  const t = useDashboardT();
  const hours = useQuery(availableHoursQuery);
  const sets = hours.data?.availableHours ?? [];
  const source = hoursSourceOf(draft, agent._id);
  const chosen =
    source.kind === 'saved'
      ? (sets.find((s) => s._id === source.availableHourId) ?? sets.find((s) => s.isDefault))
      : undefined;
  const zone = draft.timezonePreference.timezone;

  function replace(next: typeof draft) {
    change({
      customAvailableHour: next.customAvailableHour,
      agents: next.agents,
      timezonePreference: next.timezonePreference,
    });
  }

  return (
    <div className="space-y-6">
      <FormSection title={t('eventTypes.hours.title')} description={t('eventTypes.hours.intro')}>
        <RadioGroupField
          label={t('eventTypes.hours.use')}
          value={source.kind}
          options={[
            {
              value: 'saved',
              label: t('eventTypes.hours.saved'),
              description: t('eventTypes.hours.savedHint'),
            },
            {
              value: 'custom',
              label: t('eventTypes.hours.custom'),
              description: t('eventTypes.hours.customHint'),
            },
          ]}
          onChange={(kind) =>
            replace(
              kind === 'custom'
                ? withCustomHours(draft, chosen ?? { weeklySchedule: WEEKDAYS_9_TO_5 })
                : withSavedHours(draft, agent._id, null),
            )
          }
        />
        {source.kind === 'saved' &&
          (hours.isPending ? (
            <Skeleton className="h-20 w-full" />
          ) : hours.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {t('availability.loadFailed', { error: hours.error.message })}
            </p>
          ) : (
            <div className="space-y-3">
              <SelectField
                label={t('eventTypes.hours.schedule')}
                value={source.availableHourId ?? DEFAULT_KEY}
                options={sets.map((set) => ({
                  value: set.isDefault ? DEFAULT_KEY : set._id,
                  label: set.isDefault ? t('eventTypes.hours.defaultSchedule', { name: set.name }) : set.name,
                }))}
                onChange={(event) =>
                  replace(
                    withSavedHours(
                      draft,
                      agent._id,
                      event.target.value === DEFAULT_KEY ? null : event.target.value,
                    ),
                  )
                }
                error={errorAt(errors, 'agents', true)}
              />
              {chosen && (
                <div className="rounded-lg bg-gray-50 p-4">
                  <ul className="space-y-0.5 text-sm text-gray-800">
                    {summarizeWeek(chosen.weeklySchedule, t, agent.timeFormat).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                    <TimezoneNote timezone={chosen.timezone} />
                    <Link
                      to="/app/availability"
                      search={{ id: chosen._id }}
                      className="rounded text-sm font-medium text-brand-700 hover:underline"
                    >
                      {t('eventTypes.hours.editSchedule')}
                    </Link>
                  </div>
                </div>
              )}
            </div>
          ))}
        {source.kind === 'custom' && draft.customAvailableHour && (
          <div className="space-y-4">
            <TimezoneNote timezone={draft.customAvailableHour.timezone} />
            <WeeklyScheduleEditor
              value={draft.customAvailableHour.weeklySchedule}
              onChange={(weeklySchedule) =>
                draft.customAvailableHour &&
                change({ customAvailableHour: { ...draft.customAvailableHour, weeklySchedule } })
              }
              timeFormat={agent.timeFormat}
              errors={errorsUnder(errors, 'customAvailableHour.weeklySchedule')}
            />
          </div>
        )}
      </FormSection>

      <FormSection title={t('eventTypes.hours.timezone')} description={t('eventTypes.hours.timezoneIntro')}>
        <TimezoneField
          label={t('eventTypes.hours.eventTimezone')}
          value={zone}
          onChange={(timezone) => replace(withEventTimezone(draft, timezone))}
          error={errorAt(errors, 'timezonePreference', true)}
        />
        <SwitchField
          label={t('eventTypes.hours.lock')}
          description={t('eventTypes.hours.lockHint', { zone })}
          isSelected={draft.timezonePreference.type === 'LOCK'}
          onChange={(lock) =>
            change({ timezonePreference: { ...draft.timezonePreference, type: lock ? 'LOCK' : 'AUTOMATIC' } })
          }
        />
      </FormSection>

      <FormSection title={t('eventTypes.hours.overrides')} description={t('eventTypes.hours.overridesIntro')}>
        <SpecificDatesEditor
          value={draft.schedule.specificDates}
          onChange={(specificDates) => change({ schedule: { ...draft.schedule, specificDates } })}
          timezone={zone}
          timeFormat={agent.timeFormat}
          dateFormat={agent.dateFormat}
          errors={errorsUnder(errors, 'schedule.specificDates')}
        />
      </FormSection>
    </div>
  );
}
