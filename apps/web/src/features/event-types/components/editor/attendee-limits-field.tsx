import { ATTENDEE_LIMIT_KEYS } from '@kairos/core/events/bounds-schema';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { Button } from '../../../ui/components/button';
import { PlusIcon, TrashIcon } from '../../../ui/components/icons';
import { NumberField } from '../../../ui/components/number-field';
import { SelectField } from '../../../ui/components/select-field';
import type { EventDraft, FieldErrors } from '../../event-draft';

type Rule = EventDraft['bounds']['attendeeLimits'][number];
type LimitKey = (typeof ATTENDEE_LIMIT_KEYS)[number];

const LIMIT_KEYS = {
  DAY: 'eventTypes.limits.period.day',
  WEEK: 'eventTypes.limits.period.week',
  MONTH: 'eventTypes.limits.period.month',
  YEAR: 'eventTypes.limits.period.year',
} as const satisfies Record<LimitKey, DashboardKey>;

interface AttendeeLimitsFieldProps {
  rules: readonly Rule[];
  onChange: (rules: Rule[]) => void;
  /** The editor's errors, by full path (`bounds.attendeeLimits.0.limit`). */
  errors: FieldErrors;
}

/** How often one attendee may book per day, week, month or year; one rule per period. */
export function AttendeeLimitsField({ rules, onChange, errors }: AttendeeLimitsFieldProps) {
  const t = useDashboardT();
  const unusedKey = ATTENDEE_LIMIT_KEYS.find((key) => !rules.some((rule) => rule.key === key));
  const update = (index: number, patch: Partial<Rule>) =>
    onChange(rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)));

  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">{t('eventTypes.limits.perAttendee')}</legend>
      <div className="mt-2 space-y-2">
        {rules.map((rule, index) => (
          <div key={rule.key} className="flex items-start gap-2">
            <SelectField
              label={t('eventTypes.limits.periodN', { n: index + 1 })}
              hideLabel
              options={ATTENDEE_LIMIT_KEYS.map((key) => ({
                value: key,
                label: t(LIMIT_KEYS[key]),
                disabled: key !== rule.key && rules.some((r) => r.key === key),
              }))}
              value={rule.key}
              onChange={(event) => update(index, { key: event.target.value as LimitKey })}
              className="w-36"
            />
            <NumberField
              label={t('eventTypes.limits.periodLimit', { period: t(LIMIT_KEYS[rule.key]) })}
              hideLabel
              min={1}
              suffix={t('eventTypes.limits.bookings')}
              value={rule.limit}
              onValueChange={(value) => update(index, { limit: value ?? Number.NaN })}
              error={errors[`bounds.attendeeLimits.${index}.limit`]}
              className="w-44"
            />
            <Button
              variant="ghost"
              aria-label={t('eventTypes.limits.removePeriod', {
                period: t(LIMIT_KEYS[rule.key]).toLowerCase(),
              })}
              onClick={() => onChange(rules.filter((_, i) => i !== index))}
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
          onClick={() => onChange([...rules, { key: unusedKey, limit: 1 }])}
        >
          <PlusIcon className="size-4" />
          {t('eventTypes.limits.add')}
        </Button>
      )}
    </fieldset>
  );
}
