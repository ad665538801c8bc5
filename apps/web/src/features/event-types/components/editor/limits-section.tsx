import { SCHEDULE_TYPES, type Schedule, UPCOMING_DAY_TYPES } from '@kairos/core/events/schedule-schema';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { DateField } from '../../../ui/components/date-field';
import { FormSection } from '../../../ui/components/form-section';
import { NumberField } from '../../../ui/components/number-field';
import { RadioGroupField } from '../../../ui/components/radio-group-field';
import { SelectField } from '../../../ui/components/select-field';
import { SwitchField } from '../../../ui/components/switch-field';
import type { EventDraft } from '../../event-draft';
import { AttendeeLimitsField } from './attendee-limits-field';
import { DurationInput } from './duration-input';
import type { SectionProps } from './section-props';

type Bounds = EventDraft['bounds'];

const WINDOW_OPTIONS: { value: Schedule['type']; label: DashboardKey; description: DashboardKey }[] = [
  {
    value: 'UPCOMING_DAYS',
    label: 'eventTypes.limits.rolling',
    description: 'eventTypes.limits.rollingHint',
  },
  { value: 'DATE_RANGE', label: 'eventTypes.limits.range', description: 'eventTypes.limits.rangeHint' },
  { value: 'ENDLESS', label: 'eventTypes.limits.endless', description: 'eventTypes.limits.endlessHint' },
];

/** Empty for "no limit": a limit of `none` shows as an empty box. */
function limitValue(value: number, none: number): number | null {
  return value === none ? null : value;
}

/** When the event can be booked (the window) and how much (buffers, notice, gaps and limits). */
export function LimitsSection({ draft, change, errors }: SectionProps) {
  const t = useDashboardT();
  const { bounds, schedule } = draft;
  const setBounds = (patch: Partial<Bounds>) => change({ bounds: { ...bounds, ...patch } });
  const setSchedule = (patch: Partial<Schedule>) => change({ schedule: { ...schedule, ...patch } });

  return (
    <div className="space-y-6">
      <FormSection title={t('eventTypes.limits.window')} description={t('eventTypes.limits.windowIntro')}>
        <RadioGroupField
          label={t('eventTypes.limits.canBook')}
          value={SCHEDULE_TYPES.includes(schedule.type) ? schedule.type : 'UPCOMING_DAYS'}
          options={WINDOW_OPTIONS.map((option) => ({
            value: option.value,
            label: t(option.label),
            description: t(option.description),
          }))}
          columns={3}
          onChange={(type) => setSchedule({ type })}
        />
        {schedule.type === 'UPCOMING_DAYS' && (
          <div className="grid gap-5 sm:grid-cols-2">
            <NumberField
              label={t('eventTypes.limits.days')}
              name="schedule.daysCount"
              min={1}
              value={schedule.daysCount}
              onValueChange={(value) => setSchedule({ daysCount: value ?? Number.NaN })}
              error={errors['schedule.daysCount']}
            />
            <SelectField
              label={t('eventTypes.limits.counting')}
              options={UPCOMING_DAY_TYPES.map((type) => ({
                value: type,
                label: t(
                  type === 'BUSINESS' ? 'eventTypes.limits.businessDays' : 'eventTypes.limits.calendarDays',
                ),
              }))}
              value={schedule.upcomingDayType}
              onChange={(event) =>
                setSchedule({ upcomingDayType: event.target.value as Schedule['upcomingDayType'] })
              }
            />
          </div>
        )}
        {schedule.type === 'DATE_RANGE' && (
          <div className="grid gap-5 sm:grid-cols-2">
            <DateField
              label={t('eventTypes.limits.from')}
              name="schedule.start"
              value={schedule.start ?? ''}
              onChange={(start) => setSchedule({ start: start || undefined })}
              error={errors['schedule.start']}
            />
            <DateField
              label={t('eventTypes.limits.until')}
              name="schedule.end"
              value={schedule.end ?? ''}
              onChange={(end) => setSchedule({ end: end || undefined })}
              error={errors['schedule.end']}
            />
          </div>
        )}
        <SwitchField
          label={t('eventTypes.limits.conflicts')}
          description={t('eventTypes.limits.conflictsHint')}
          isSelected={schedule.checkForConflict}
          onChange={(checkForConflict) => setSchedule({ checkForConflict })}
        />
        <SwitchField
          label={t('eventTypes.limits.showBooked')}
          description={t('eventTypes.limits.showBookedHint')}
          isSelected={schedule.showBookedSlots}
          onChange={(showBookedSlots) => setSchedule({ showBookedSlots })}
        />
      </FormSection>

      <FormSection title={t('eventTypes.limits.buffers')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberField
            label={t('eventTypes.limits.bufferBefore')}
            name="bounds.buffer.beforeMeeting"
            suffix={t('eventTypes.details.minutes')}
            min={0}
            value={bounds.buffer.beforeMeeting}
            onValueChange={(value) =>
              setBounds({ buffer: { ...bounds.buffer, beforeMeeting: value ?? Number.NaN } })
            }
            error={errors['bounds.buffer.beforeMeeting']}
          />
          <NumberField
            label={t('eventTypes.limits.bufferAfter')}
            name="bounds.buffer.afterMeeting"
            suffix={t('eventTypes.details.minutes')}
            min={0}
            value={bounds.buffer.afterMeeting}
            onValueChange={(value) =>
              setBounds({ buffer: { ...bounds.buffer, afterMeeting: value ?? Number.NaN } })
            }
            error={errors['bounds.buffer.afterMeeting']}
          />
          <DurationInput
            label={t('eventTypes.limits.notice')}
            name="bounds.minimumNotice"
            value={bounds.minimumNotice}
            onChange={(minimumNotice) => setBounds({ minimumNotice })}
            hint={t('eventTypes.limits.noticeHint')}
            error={errors['bounds.minimumNotice']}
          />
          <NumberField
            label={t('eventTypes.limits.slotGap')}
            name="bounds.slotGap"
            suffix={t('eventTypes.details.minutes')}
            min={0}
            value={bounds.slotGap ?? null}
            onValueChange={(value) => setBounds({ slotGap: value === null ? undefined : value })}
            hint={t('eventTypes.limits.slotGapHint')}
            error={errors['bounds.slotGap']}
          />
        </div>
      </FormSection>

      <FormSection title={t('eventTypes.limits.limits')} description={t('eventTypes.limits.limitsIntro')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberField
            label={t('eventTypes.limits.perDay')}
            placeholder={t('eventTypes.limits.noLimit')}
            name="bounds.dailyLimit"
            min={0}
            value={limitValue(bounds.dailyLimit, 0)}
            onValueChange={(value) => setBounds({ dailyLimit: value ?? 0 })}
            error={errors['bounds.dailyLimit']}
          />
          <NumberField
            label={t('eventTypes.limits.total')}
            placeholder={t('eventTypes.limits.noLimit')}
            name="bounds.eventLimit"
            min={0}
            value={limitValue(bounds.eventLimit, 0)}
            onValueChange={(value) => setBounds({ eventLimit: value ?? 0 })}
            error={errors['bounds.eventLimit']}
          />
          <NumberField
            label={t('eventTypes.limits.attendeeDaily')}
            placeholder={t('eventTypes.limits.noLimit')}
            name="bounds.attendeeLimit.dailyLimit"
            min={-1}
            value={limitValue(bounds.attendeeLimit.dailyLimit, -1)}
            onValueChange={(value) => setBounds({ attendeeLimit: { dailyLimit: value ?? -1 } })}
            hint={t('eventTypes.limits.attendeeDailyHint')}
            error={errors['bounds.attendeeLimit.dailyLimit']}
          />
        </div>
        <AttendeeLimitsField
          rules={bounds.attendeeLimits}
          onChange={(attendeeLimits) => setBounds({ attendeeLimits })}
          errors={errors}
        />
      </FormSection>
    </div>
  );
}
