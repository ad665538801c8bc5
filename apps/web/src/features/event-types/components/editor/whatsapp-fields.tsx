import { NOTIFICATION_MINUTES_CAP } from '@kairos/core/constants';
import type { Notifications } from '@kairos/core/events/notifications-schema';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { Button } from '../../../ui/components/button';
import { PlusIcon, TrashIcon } from '../../../ui/components/icons';
import { NumberField } from '../../../ui/components/number-field';
import { TextField } from '../../../ui/components/text-field';
import type { FieldErrors } from '../../event-draft';
import { MinutesList } from './notification-fields';

type Mapping = Record<string, string>;
type Setting = Notifications['whatsappNotification'] & { minutesBefore?: number[]; minuteAfter?: number };

/** The numbered placeholders ({{1}}, {{2}}, …) of one template component, each filled from a variable. */
function TemplateParameters({
  label,
  mapping,
  onChange,
}: {
  label: string;
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
}) {
  const t = useDashboardT();
  const keys = Object.keys(mapping)
    .filter((key) => /^\d+$/.test(key))
    .sort((a, b) => Number(a) - Number(b));
  const next = String(keys.reduce((max, key) => Math.max(max, Number(key)), 0) + 1);
  const without = (key: string) => Object.fromEntries(Object.entries(mapping).filter(([k]) => k !== key));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-700">{label}</legend>
      {keys.length === 0 && (
        <p className="text-sm text-gray-500">{t('eventTypes.whatsapp.noPlaceholders')}</p>
      )}
      {keys.map((key) => (
        <div key={key} className="flex items-end gap-2">
          <TextField
            label={t('eventTypes.whatsapp.placeholder', { label, placeholder: `{{${key}}}` })}
            name={`${label}-${key}`}
            value={mapping[key] ?? ''}
            placeholder={t('eventTypes.whatsapp.example', { example: '{{attendee_name}}' })}
            onChange={(event) => onChange({ ...mapping, [key]: event.target.value })}
            className="flex-1"
          />
          <Button
            type="button"
            variant="ghost"
            aria-label={t('eventTypes.whatsapp.removePlaceholder', { label: label.toLowerCase(), key })}
            onClick={() => onChange(without(key))}
          >
            <TrashIcon className="size-4" />
          </Button>
        </div>
      ))}
      <Button type="button" variant="secondary" onClick={() => onChange({ ...mapping, [next]: '' })}>
        <PlusIcon className="size-4" /> {t('eventTypes.whatsapp.add', { placeholder: `{{${next}}}` })}
      </Button>
    </fieldset>
  );
}

/**
 * One WhatsApp message of an event: the approved template, its language, the number it is sent
 * from, what fills each placeholder, and when it goes (reminders and follow-ups).
 */
export function WhatsappFields({
  label,
  value,
  onChange,
  errors,
}: {
  label: string;
  value: Setting;
  onChange: (patch: Partial<Setting>) => void;
  errors: FieldErrors;
}) {
  const t = useDashboardT();
  const mapping = value.templateMapping;
  return (
    <div className="space-y-4 rounded-lg border border-gray-200 p-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <TextField
          label={t('eventTypes.whatsapp.templateName', { label })}
          name={`${label}-template`}
          value={value.templateId}
          onChange={(event) => onChange({ templateId: event.target.value })}
          error={errors.templateId}
        />
        <TextField
          label={t('eventTypes.whatsapp.language')}
          name={`${label}-language`}
          value={value.language ?? 'en_US'}
          hint={t('eventTypes.whatsapp.languageHint')}
          onChange={(event) => onChange({ language: event.target.value })}
          error={errors.language}
        />
        <TextField
          label={t('eventTypes.whatsapp.phoneId', { label })}
          name={`${label}-channel`}
          inputMode="numeric"
          value={value.channelId}
          hint={t('eventTypes.whatsapp.phoneIdHint')}
          onChange={(event) => onChange({ channelId: event.target.value })}
          error={errors.channelId}
        />
      </div>
      <p className="text-sm text-gray-500">{t('eventTypes.whatsapp.fill')}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <TemplateParameters
          label={t('eventTypes.whatsapp.header')}
          mapping={mapping.header}
          onChange={(header) => onChange({ templateMapping: { ...mapping, header } })}
        />
        <TemplateParameters
          label={t('eventTypes.whatsapp.body')}
          mapping={mapping.body}
          onChange={(body) => onChange({ templateMapping: { ...mapping, body } })}
        />
      </div>
      <TextField
        label={t('eventTypes.whatsapp.button')}
        name={`${label}-button`}
        value={mapping.button['0'] ?? ''}
        placeholder={t('eventTypes.whatsapp.example', { example: '{{reschedule_link}}' })}
        hint={t('eventTypes.whatsapp.buttonHint')}
        onChange={(event) =>
          onChange({
            templateMapping: {
              ...mapping,
              button: event.target.value ? { 0: event.target.value } : {},
            },
          })
        }
      />
      {value.minutesBefore && (
        <MinutesList
          label={`${label}`}
          values={value.minutesBefore}
          onChange={(minutesBefore) => onChange({ minutesBefore })}
          errorOf={(i) => errors[`minutesBefore.${i}`]}
        />
      )}
      {value.minuteAfter !== undefined && (
        <NumberField
          label={t('eventTypes.whatsapp.sendIt')}
          suffix={t('eventTypes.notifications.minutesAfter')}
          min={1}
          max={NOTIFICATION_MINUTES_CAP}
          value={value.minuteAfter}
          onValueChange={(minuteAfter) => onChange({ minuteAfter: minuteAfter ?? Number.NaN })}
          error={errors.minuteAfter}
          className="w-72"
        />
      )}
    </div>
  );
}
