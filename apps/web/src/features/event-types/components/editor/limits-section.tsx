import { ATTENDEE_LIMIT_KEYS } from '@kairos/core/events/bounds-schema';
import { SCHEDULE_TYPES, type Schedule, UPCOMING_DAY_TYPES } from '@kairos/core/events/schedule-schema';
import { PlusIcon, TrashIcon } from '../../../ui/components/action-icons';
import { Button } from '../../../ui/components/button';
import { FormSection } from '../../../ui/components/form-section';
import { NumberField } from '../../../ui/components/number-field';
import { RadioGroupField } from '../../../ui/components/radio-group-field';
import { SelectField } from '../../../ui/components/select-field';
import { SwitchField } from '../../../ui/components/switch-field';
import { TextField } from '../../../ui/components/text-field';
import type { EventDraft } from '../../event-draft';
import { DurationInput } from './duration-input';
import type { SectionProps } from './section-props';

type Bounds = EventDraft['bounds'];
type LimitKey = (typeof ATTENDEE_LIMIT_KEYS)[number];

const WINDOW_OPTIONS: { value: Schedule['type']; label: string; description: string }[] = [
  { value: 'UPCOMING_DAYS', label: 'Rolling window', description: 'A number of days into the future.' },
  { value: 'DATE_RANGE', label: 'Date range', description: 'Only between two dates.' },
  { value: 'ENDLESS', label: 'Indefinitely', description: 'Any date in the future.' },
];
const LIMIT_LABELS: Record<LimitKey, string> = {
  DAY: 'Per day',
  WEEK: 'Per week',
  MONTH: 'Per month',
  YEAR: 'Per year',
};

/** Empty for "no limit": a limit of `none` shows as an empty box. */
function limitValue(value: number, none: number): number | null {
  return value === none ? null : value;
}

/** When the event can be booked (the window) and how much (buffers, notice, gaps and limits). */
export function LimitsSection({ draft, change, errors }: SectionProps) {
  const { bounds, schedule } = draft;
  const setBounds = (patch: Partial<Bounds>) => change({ bounds: { ...bounds, ...patch } });
  const setSchedule = (patch: Partial<Schedule>) => change({ schedule: { ...schedule, ...patch } });
  const unusedKey = ATTENDEE_LIMIT_KEYS.find(
    (key) => !bounds.attendeeLimits.some((rule) => rule.key === key),
  );

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
            <TextField
              label="From"
              name="schedule.start"
              type="date"
              value={schedule.start ?? ''}
              onChange={(event) => setSchedule({ start: event.target.value || undefined })}
              error={errors['schedule.start']}
            />
            <TextField
              label="Until"
              name="schedule.end"
              type="date"
              value={schedule.end ?? ''}
              onChange={(event) => setSchedule({ end: event.target.value || undefined })}
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
        <fieldset>
          <legend className="text-sm font-medium text-gray-800">Bookings per attendee over a period</legend>
          <div className="mt-2 space-y-2">
            {bounds.attendeeLimits.map((rule, index) => (
              <div key={rule.key} className="flex items-start gap-2">
                <SelectField
                  label={`Period ${index + 1}`}
                  hideLabel
                  options={ATTENDEE_LIMIT_KEYS.map((key) => ({
                    value: key,
                    label: LIMIT_LABELS[key],
                    disabled: key !== rule.key && bounds.attendeeLimits.some((r) => r.key === key),
                  }))}
                  value={rule.key}
                  onChange={(event) =>
                    setBounds({
                      attendeeLimits: bounds.attendeeLimits.map((r, i) =>
                        i === index ? { ...r, key: event.target.value as LimitKey } : r,
                      ),
                    })
                  }
                  className="w-36"
                />
                <NumberField
                  label={`${LIMIT_LABELS[rule.key]} limit`}
                  hideLabel
                  min={1}
                  suffix="bookings"
                  value={rule.limit}
                  onValueChange={(value) =>
                    setBounds({
                      attendeeLimits: bounds.attendeeLimits.map((r, i) =>
                        i === index ? { ...r, limit: value ?? Number.NaN } : r,
                      ),
                    })
                  }
                  error={errors[`bounds.attendeeLimits.${index}.limit`]}
                  className="w-44"
                />
                <Button
                  variant="ghost"
                  aria-label={`Remove the ${LIMIT_LABELS[rule.key].toLowerCase()} limit`}
                  onClick={() =>
                    setBounds({ attendeeLimits: bounds.attendeeLimits.filter((_, i) => i !== index) })
                  }
                  className="!p-2"
                >
                  <TrashIcon className="size-4" />
                </Button>
              </div>
            ))}
          </div>
          {errors['bounds.attendeeLimits'] && (
            <p className="mt-1.5 text-sm text-red-700">{errors['bounds.attendeeLimits']}</p>
          )}
          {unusedKey && (
            <Button
              variant="secondary"
              className="mt-3"
              onClick={() =>
                setBounds({ attendeeLimits: [...bounds.attendeeLimits, { key: unusedKey, limit: 1 }] })
              }
            >
              <PlusIcon className="size-4" />
              Add a limit
            </Button>
          )}
        </fieldset>
      </FormSection>
    </div>
  );
}
