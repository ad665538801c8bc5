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
      <FormSection title={t('eventTypes.details.basics')} description={t('eventTypes.details.basicsIntro')}>
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
            placeholder: t('eventTypes.details.descriptionPlaceholder'),
          }}
        />
      </FormSection>

      <FormSection title={t('eventTypes.details.duration')}>
        <NumberField
          label={t('eventTypes.details.duration')}
          name="duration"
          suffix={t('eventTypes.details.minutes')}
          min={1}
          value={draft.duration}
          onValueChange={changeDuration}
          error={errors.duration}
          className="max-w-xs"
        />
        <SwitchField
          label={t('eventTypes.details.severalDurations')}
          description={t('eventTypes.details.severalDurationsHint')}
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
              label={t('eventTypes.details.attendeesChoose')}
              description={t('eventTypes.details.attendeesChooseHint', {
                duration:
                  draft.duration > 0
                    ? formatDuration(t, draft.duration)
                    : t('eventTypes.details.durationAbove'),
              })}
              isSelected={draft.allowAttendeeToSelectMultipleDuration}
              onChange={(on) => change({ allowAttendeeToSelectMultipleDuration: on })}
            />
          </>
        )}
      </FormSection>

      <FormSection title={t('eventTypes.details.kind')}>
        <RadioGroupField
          label={t('eventTypes.details.whoMeets')}
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
              label={t('eventTypes.details.seats')}
              name="maxAttendeesPerMeet"
              min={1}
              value={draft.maxAttendeesPerMeet}
              onValueChange={(value) => change({ maxAttendeesPerMeet: numberOrNaN(value) })}
              error={errors.maxAttendeesPerMeet}
            />
            <SwitchField
              label={t('eventTypes.details.showSeats')}
              isSelected={draft.displayLeftSpots}
              onChange={(displayLeftSpots) => change({ displayLeftSpots })}
              className="sm:pt-7"
            />
          </div>
        )}
      </FormSection>

      <FormSection
        title={t('eventTypes.details.location')}
        description={t('eventTypes.details.locationIntro')}
      >
        <ModesField
          eventId={eventId}
          modes={draft.modes}
          onChange={(modes) => change({ modes })}
          errors={errorsUnder(errors, 'modes')}
        />
        {errors.modes && <p className="text-sm text-red-700">{errors.modes}</p>}
      </FormSection>

      <FormSection title={t('eventTypes.details.visibility')}>
        <SwitchField
          label={t('eventTypes.details.accepting')}
          description={t('eventTypes.details.acceptingHint')}
          isSelected={draft.status === 'ACTIVE'}
          onChange={(on) => change({ status: on ? 'ACTIVE' : 'INACTIVE' })}
        />
        <SwitchField
          label={t('eventTypes.details.hidden')}
          description={t('eventTypes.details.hiddenHint')}
          isSelected={draft.isPrivate}
          onChange={(isPrivate) => change({ isPrivate })}
        />
        <ColorField
          label={t('eventTypes.details.colour')}
          value={draft.color}
          onChange={(color) => change({ color: color ?? draft.color })}
          error={errors.color}
        />
        <TextareaField
          label={t('eventTypes.details.note')}
          name="note"
          rows={3}
          value={draft.note}
          onChange={(event) => change({ note: event.target.value })}
          hint={t('eventTypes.details.noteHint')}
          error={errors.note}
        />
      </FormSection>
    </div>
  );
}
