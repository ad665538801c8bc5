import { NOTIFICATION_MINUTES_CAP } from '@kairos/core/constants';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { Button } from '../../../ui/components/button';
import { PlusIcon, TrashIcon } from '../../../ui/components/icons';
import { NumberField } from '../../../ui/components/number-field';
import { TextField } from '../../../ui/components/text-field';
import { TextareaField } from '../../../ui/components/textarea-field';
import type { FieldErrors } from '../../event-draft';

/** The subject and body of an email, folded away until the host wants to change them. */
export function TemplateFields({
  label,
  value,
  onChange,
  errors,
}: {
  label: string;
  value: { subject: string; body: string };
  onChange: (patch: { subject?: string; body?: string }) => void;
  errors: FieldErrors;
}) {
  const t = useDashboardT();
  return (
    <details className="rounded-lg border border-gray-200 px-3 py-2 open:pb-4">
      <summary className="cursor-pointer text-sm font-medium text-gray-700">
        {t('eventTypes.letters.customise', { letter: label.toLowerCase() })}
      </summary>
      <p className="mt-2 text-sm text-gray-500">{t('eventTypes.letters.leaveEmpty')}</p>
      <div className="mt-3 space-y-3">
        <TextField
          label={t('eventTypes.letters.subject', { letter: label })}
          name={`${label}-subject`}
          value={value.subject}
          onChange={(event) => onChange({ subject: event.target.value })}
          error={errors.subject}
        />
        <TextareaField
          label={t('eventTypes.letters.body', { letter: label })}
          value={value.body}
          onChange={(event) => onChange({ body: event.target.value })}
          error={errors.body}
        />
      </div>
    </details>
  );
}

/** Reminder times in minutes before the meeting, up to five. */
export function MinutesList({
  label,
  values,
  onChange,
  errorOf,
}: {
  label: string;
  values: readonly number[];
  onChange: (values: number[]) => void;
  errorOf: (index: number) => string | undefined;
}) {
  const t = useDashboardT();
  return (
    <div className="space-y-2">
      {values.map((minutes, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: reminder times are edited in place
        <div key={index} className="flex items-start gap-2">
          <NumberField
            label={t('eventTypes.minutesList.item', { label, n: index + 1 })}
            suffix={t('eventTypes.notifications.minutesBefore')}
            min={1}
            max={NOTIFICATION_MINUTES_CAP}
            value={minutes}
            onValueChange={(value) =>
              onChange(values.map((m, i) => (i === index ? (value ?? Number.NaN) : m)))
            }
            error={errorOf(index)}
            className="w-72"
          />
          <Button
            variant="ghost"
            aria-label={t('eventTypes.minutesList.remove', { label: label.toLowerCase(), n: index + 1 })}
            onClick={() => onChange(values.filter((_, i) => i !== index))}
            className="mt-7 !p-2"
          >
            <TrashIcon className="size-4" />
          </Button>
        </div>
      ))}
      {values.length < 5 && (
        <Button variant="secondary" onClick={() => onChange([...values, 1440])}>
          <PlusIcon className="size-4" />
          {t('eventTypes.minutesList.add')}
        </Button>
      )}
    </div>
  );
}
