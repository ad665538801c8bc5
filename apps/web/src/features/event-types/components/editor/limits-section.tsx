import { SCHEDULE_TYPES, type Schedule, UPCOMING_DAY_TYPES } from '@kairos/core/events/schedule-schema';
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

const WINDOW_OPTIONS: { value: Schedule['type']; label: string; description: string }[] = [
  { value: 'UPCOMING_DAYS', label: 'Rolling window', description: 'A number of days into the future.' },
  { value: 'DATE_RANGE', label: 'Date range', description: 'Only between two dates.' },
  { value: 'ENDLESS', label: 'Indefinitely', description: 'Any date in the future.' },
];

/** Empty for "no limit": a limit of `none` shows as an empty box. */
function limitValue(value: number, none: number): number | null {
  return value === none ? null : value;
}

/** When the event can be booked (the window) and how much (buffers, notice, gaps and limits). */
export function LimitsSection({ draft, change, errors }: SectionProps) {
  const { bounds, schedule } = draft;
  const setBounds = (patch: Partial<Bounds>) => change({ bounds: { ...bounds, ...patch } });
  const setSchedule = (patch: Partial<Schedule>) => change({ schedule: { ...schedule, ...patch } });

  return (
    <div className="space-y-6">
      <FormSection title="Booking window" description="How far ahead attendees can book.">
        <RadioGroupField
          label="Attendees can book"
          value={SCHEDULE_TYPES.includes(schedule.type) ? schedule.type : 'UPCOMING_DAYS'}
          options={WINDOW_OPTIONS}
          columns={3}
          onChange={(type) => setSchedule({ type })}
        />
        {schedule.type === 'UPCOMING_DAYS' && (
          <div className="grid gap-5 sm:grid-cols-2">
            <NumberField
              label="Days into the future"
              name="schedule.daysCount"
              min={1}
              value={schedule.daysCount}
              onValueChange={(value) => setSchedule({ daysCount: value ?? Number.NaN })}
              error={errors['schedule.daysCount']}
            />
            <SelectField
              label="Counting"
              options={UPCOMING_DAY_TYPES.map((type) => ({
                value: type,
                label: type === 'BUSINESS' ? 'Business days (Mon–Fri)' : 'Calendar days',
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
              label="From"
              name="schedule.start"
              value={schedule.start ?? ''}
              onChange={(start) => setSchedule({ start: start || undefined })}
              error={errors['schedule.start']}
            />
            <DateField
              label="Until"
              name="schedule.end"
              value={schedule.end ?? ''}
              onChange={(end) => setSchedule({ end: end || undefined })}
              error={errors['schedule.end']}
            />
          </div>
        )}
        <SwitchField
          label="Check my calendar for conflicts"
          description="Times with other meetings are not offered."
          isSelected={schedule.checkForConflict}
          onChange={(checkForConflict) => setSchedule({ checkForConflict })}
        />
        <SwitchField
          label="Show booked times"
          description="Booked times appear as unavailable instead of being left out."
          isSelected={schedule.showBookedSlots}
          onChange={(showBookedSlots) => setSchedule({ showBookedSlots })}
        />
      </FormSection>

      <FormSection title="Buffers, notice and start times">
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberField
            label="Buffer before"
            name="bounds.buffer.beforeMeeting"
            suffix="minutes"
            min={0}
            value={bounds.buffer.beforeMeeting}
            onValueChange={(value) =>
              setBounds({ buffer: { ...bounds.buffer, beforeMeeting: value ?? Number.NaN } })
            }
            error={errors['bounds.buffer.beforeMeeting']}
          />
          <NumberField
            label="Buffer after"
            name="bounds.buffer.afterMeeting"
            suffix="minutes"
            min={0}
            value={bounds.buffer.afterMeeting}
            onValueChange={(value) =>
              setBounds({ buffer: { ...bounds.buffer, afterMeeting: value ?? Number.NaN } })
            }
            error={errors['bounds.buffer.afterMeeting']}
          />
          <DurationInput
            label="Minimum notice"
            name="bounds.minimumNotice"
            value={bounds.minimumNotice}
            onChange={(minimumNotice) => setBounds({ minimumNotice })}
            hint="How soon before a meeting it can still be booked."
            error={errors['bounds.minimumNotice']}
          />
          <NumberField
            label="Slot gap"
            name="bounds.slotGap"
            suffix="minutes"
            min={0}
            value={bounds.slotGap ?? null}
            onValueChange={(value) => setBounds({ slotGap: value === null ? undefined : value })}
            hint="Minutes between start times. Empty uses the duration."
            error={errors['bounds.slotGap']}
          />
        </div>
      </FormSection>

      <FormSection title="Limits" description="Leave a box empty for no limit.">
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberField
            label="Bookings per day"
            placeholder="No limit"
            name="bounds.dailyLimit"
            min={0}
            value={limitValue(bounds.dailyLimit, 0)}
            onValueChange={(value) => setBounds({ dailyLimit: value ?? 0 })}
            error={errors['bounds.dailyLimit']}
          />
          <NumberField
            label="Bookings in total"
            placeholder="No limit"
            name="bounds.eventLimit"
            min={0}
            value={limitValue(bounds.eventLimit, 0)}
            onValueChange={(value) => setBounds({ eventLimit: value ?? 0 })}
            error={errors['bounds.eventLimit']}
          />
          <NumberField
            label="Daily attendee limit"
            placeholder="No limit"
            name="bounds.attendeeLimit.dailyLimit"
            min={-1}
            value={limitValue(bounds.attendeeLimit.dailyLimit, -1)}
            onValueChange={(value) => setBounds({ attendeeLimit: { dailyLimit: value ?? -1 } })}
            hint="Bookings one attendee can make per day."
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
