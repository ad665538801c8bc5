import { DEFAULT_GROUP_SEATS } from '@kairos/core/events/event-rules';
import { EVENT_TYPES, type EventType } from '@kairos/core/events/event-schema';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { ColorField } from '../../../ui/components/color-field';
import { FormSection } from '../../../ui/components/form-section';
import { NameSlugFields } from '../../../ui/components/name-slug-fields';
import { NumberField } from '../../../ui/components/number-field';
import { RadioGroupField } from '../../../ui/components/radio-group-field';
import { SwitchField } from '../../../ui/components/switch-field';
import { TextareaField } from '../../../ui/components/textarea-field';
import { errorAt, errorsUnder } from '../../event-draft';
import { EVENT_TYPE_DESCRIPTION_KEYS, EVENT_TYPE_LABEL_KEYS } from '../../event-labels';
import { formatDuration } from '../../minutes-unit';
import { DurationsField } from './durations-field';
import { ModesField } from './modes-field';
import type { SectionProps } from './section-props';

function numberOrNaN(value: number | null): number {
  return value ?? Number.NaN;
}

/** Name, link, description, length, kind, location, visibility and colour. */
export function DetailsSection({ eventId, draft, change, errors, workspace }: SectionProps) {
  const t = useDashboardT();
  const typeOptions = EVENT_TYPES.map((type) => ({
    value: type,
    label: t(EVENT_TYPE_LABEL_KEYS[type]),
    description: t(EVENT_TYPE_DESCRIPTION_KEYS[type]),
  }));
  function changeDuration(value: number | null) {
    const duration = numberOrNaN(value);
    change(draft.allowAttendeeToSelectDuration ? { duration } : { duration, availableDuration: [duration] });
  }

  return (
    <div className="space-y-6">
      <FormSection title="Basics" description="What attendees see on the booking page.">
        <NameSlugFields
          name={draft.name}
          slug={draft.slug}
          isNew={false}
          onChange={change}
          errors={errors}
          slugHint={`${window.location.host}/${workspace.accessLink}/${draft.slug}`}
          description={{
            value: draft.description,
            onChange: (description) => change({ description }),
            error: errors.description,
            placeholder: 'What the meeting is about and how to prepare.',
          }}
        />
      </FormSection>

      <FormSection title="Duration">
        <NumberField
          label="Duration"
          name="duration"
          suffix="minutes"
          min={1}
          value={draft.duration}
          onValueChange={changeDuration}
          error={errors.duration}
          className="max-w-xs"
        />
        <SwitchField
          label="Offer several durations"
          description="List the lengths this event can last; each can have its own price."
          isSelected={draft.allowAttendeeToSelectDuration}
          onChange={(on) =>
            change({
              allowAttendeeToSelectDuration: on,
              availableDuration: on
                ? [...new Set([...draft.availableDuration, draft.duration])].sort((a, b) => a - b)
                : [draft.duration],
              ...(on ? {} : { allowAttendeeToSelectMultipleDuration: false }),
            })
          }
        />
        {draft.allowAttendeeToSelectDuration && (
          <>
            <DurationsField
              value={draft.availableDuration}
              onChange={(availableDuration) => change({ availableDuration })}
              error={errorAt(errors, 'availableDuration', true)}
            />
            <SwitchField
              label="Let attendees choose the duration"
              description={`Attendees pick one of these lengths on the booking page. When off, they book ${
                draft.duration > 0 ? formatDuration(draft.duration) : 'the duration above'
              }.`}
              isSelected={draft.allowAttendeeToSelectMultipleDuration}
              onChange={(on) => change({ allowAttendeeToSelectMultipleDuration: on })}
            />
          </>
        )}
      </FormSection>

      <FormSection title="Event kind">
        <RadioGroupField
          label="Who meets"
          value={draft.type}
          options={typeOptions}
          onChange={(type: EventType) =>
            change(
              type === 'GROUP' && draft.maxAttendeesPerMeet < 2
                ? { type, maxAttendeesPerMeet: DEFAULT_GROUP_SEATS }
                : { type },
            )
          }
          error={errors.type ?? errorAt(errors, 'agents', true)}
        />
        {draft.type === 'GROUP' && (
          <div className="grid gap-5 sm:grid-cols-2">
            <NumberField
              label="Seats per meeting"
              name="maxAttendeesPerMeet"
              min={1}
              value={draft.maxAttendeesPerMeet}
              onValueChange={(value) => change({ maxAttendeesPerMeet: numberOrNaN(value) })}
              error={errors.maxAttendeesPerMeet}
            />
            <SwitchField
              label="Show remaining seats"
              isSelected={draft.displayLeftSpots}
              onChange={(displayLeftSpots) => change({ displayLeftSpots })}
              className="sm:pt-7"
            />
          </div>
        )}
      </FormSection>

      <FormSection
        title="Location"
        description="Where the meeting takes place; attendees pick one when there are several."
      >
        <ModesField
          eventId={eventId}
          modes={draft.modes}
          onChange={(modes) => change({ modes })}
          errors={errorsUnder(errors, 'modes')}
        />
        {errors.modes && <p className="text-sm text-red-700">{errors.modes}</p>}
      </FormSection>

      <FormSection title="Visibility and colour">
        <SwitchField
          label="Accepting bookings"
          description="When off, the event is inactive: its page says it cannot be booked."
          isSelected={draft.status === 'ACTIVE'}
          onChange={(on) => change({ status: on ? 'ACTIVE' : 'INACTIVE' })}
        />
        <SwitchField
          label="Hidden from the public page"
          description="Only people with the direct link can book it."
          isSelected={draft.isPrivate}
          onChange={(isPrivate) => change({ isPrivate })}
        />
        <ColorField
          label="Colour"
          value={draft.color}
          onChange={(color) => change({ color: color ?? draft.color })}
          error={errors.color}
        />
        <TextareaField
          label="Internal note"
          name="note"
          rows={3}
          value={draft.note}
          onChange={(event) => change({ note: event.target.value })}
          hint="Only hosts see this."
          error={errors.note}
        />
      </FormSection>
    </div>
  );
}
