import {
  ATTACHMENT_TYPES,
  DATE_RANGE_TYPES,
  QUESTION_DATE_FORMATS,
  type Question,
} from '@kairos/core/events/question-schema';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { Button } from '../../../ui/components/button';
import { CheckboxField } from '../../../ui/components/checkbox-field';
import { DateField } from '../../../ui/components/date-field';
import { PlusIcon, TrashIcon } from '../../../ui/components/icons';
import { NumberField } from '../../../ui/components/number-field';
import { SelectField } from '../../../ui/components/select-field';
import { TextField } from '../../../ui/components/text-field';
import type { FieldErrors } from '../../event-draft';
import { DEFAULT_DOB_RANGE } from '../../question-editing';

/** The settings only some question types have: options, file rules, date rules. */
export interface TypeSettingsProps {
  question: Question;
  onChange: (question: Question) => void;
  /** Messages by path inside the question: `listItems.1`, `dobDateRange.minYears`. */
  errors: FieldErrors;
}

const DATE_RANGE_KEYS = {
  ONLY_PAST: 'eventTypes.question.range.past',
  ONLY_FUTURE: 'eventTypes.question.range.future',
  CUSTOM_RANGE: 'eventTypes.question.range.between',
  DOB: 'eventTypes.question.range.dob',
} as const satisfies Record<(typeof DATE_RANGE_TYPES)[number], DashboardKey>;

/** Options of a choice question, and whether it offers “Other”. */
export function ChoiceOptions({ question, onChange, errors }: TypeSettingsProps) {
  const t = useDashboardT();
  const items = question.listItems;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">{t('eventTypes.question.options')}</legend>
      <div className="mt-2 space-y-2">
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place; their text changes
          <div key={i} className="flex items-start gap-2">
            <TextField
              label={t('eventTypes.question.option', { n: i + 1 })}
              name={`option-${i}`}
              value={item}
              onChange={(event) =>
                onChange({ ...question, listItems: items.map((v, j) => (j === i ? event.target.value : v)) })
              }
              error={errors[`listItems.${i}`]}
              className="min-w-0 flex-1 [&_label]:sr-only [&_input]:mt-0"
            />
            <Button
              variant="ghost"
              aria-label={t('eventTypes.question.removeOption', { n: i + 1 })}
              disabled={items.length <= 1}
              onClick={() => onChange({ ...question, listItems: items.filter((_, j) => j !== i) })}
              className="!p-2"
            >
              <TrashIcon className="size-4" />
            </Button>
          </div>
        ))}
      </div>
      {errors.listItems && <p className="mt-1.5 text-sm text-red-700">{errors.listItems}</p>}
      <Button
        variant="secondary"
        className="mt-2"
        onClick={() =>
          onChange({
            ...question,
            listItems: [...items, t('eventTypes.question.option', { n: items.length + 1 })],
          })
        }
      >
        <PlusIcon className="size-4" />
        {t('eventTypes.question.addOption')}
      </Button>
      <CheckboxField
        label={t('eventTypes.question.other')}
        checked={question.allowOthers}
        onChange={(allowOthers) => onChange({ ...question, allowOthers })}
        className="mt-3"
      />
    </fieldset>
  );
}

/** Which files an upload question takes, and how many. */
export function AttachmentSettings({ question, onChange, errors }: TypeSettingsProps) {
  const t = useDashboardT();
  const types = question.attachmentType;
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">{t('eventTypes.question.fileTypes')}</legend>
        <p className="text-sm text-gray-500">{t('eventTypes.question.fileTypesHint')}</p>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
          {ATTACHMENT_TYPES.map((type) => (
            <CheckboxField
              key={type}
              label={type === 'plain' ? 'txt' : type === 'mpeg' ? 'mp3' : type}
              checked={types.includes(type)}
              onChange={(on) =>
                onChange({
                  ...question,
                  attachmentType: on ? [...types, type] : types.filter((other) => other !== type),
                })
              }
            />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={t('eventTypes.question.fewestFiles')}
          min={0}
          value={question.attachmentMeta.min}
          onValueChange={(min) =>
            onChange({ ...question, attachmentMeta: { ...question.attachmentMeta, min: min ?? Number.NaN } })
          }
          error={errors['attachmentMeta.min']}
        />
        <NumberField
          label={t('eventTypes.question.mostFiles')}
          min={1}
          value={question.attachmentMeta.max}
          onValueChange={(max) =>
            onChange({ ...question, attachmentMeta: { ...question.attachmentMeta, max: max ?? Number.NaN } })
          }
          error={errors['attachmentMeta.max']}
        />
      </div>
    </div>
  );
}

/** The format of a date question and which dates it accepts. */
export function DateSettings({ question, onChange, errors }: TypeSettingsProps) {
  const t = useDashboardT();
  const dob = question.dobDateRange ?? DEFAULT_DOB_RANGE;
  const setDob = (patch: Partial<typeof dob>) =>
    onChange({ ...question, dobDateRange: { ...dob, ...patch } });
  const range = question.customDateRange ?? { startDate: '', endDate: '' };
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('eventTypes.question.dateFormat')}
          options={QUESTION_DATE_FORMATS.map((format) => ({ value: format, label: format }))}
          value={question.dateFormat}
          onChange={(event) =>
            onChange({ ...question, dateFormat: event.target.value as Question['dateFormat'] })
          }
        />
        <SelectField
          label={t('eventTypes.question.datesAllowed')}
          options={[
            { value: '', label: t('eventTypes.question.anyDate') },
            ...DATE_RANGE_TYPES.map((type) => ({ value: type, label: t(DATE_RANGE_KEYS[type]) })),
          ]}
          value={question.dateRangeType ?? ''}
          onChange={(event) => {
            const dateRangeType = (event.target.value || undefined) as Question['dateRangeType'];
            const next: Question = { ...question, dateRangeType };
            if (dateRangeType === 'DOB' && !next.dobDateRange) next.dobDateRange = { ...DEFAULT_DOB_RANGE };
            if (dateRangeType === undefined) delete next.dateRangeType;
            onChange(next);
          }}
        />
      </div>
      {question.dateRangeType === 'CUSTOM_RANGE' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField
            label={t('eventTypes.question.earliest')}
            name="customDateRange.startDate"
            value={range.startDate}
            onChange={(startDate) => onChange({ ...question, customDateRange: { ...range, startDate } })}
            error={errors['customDateRange.startDate'] ?? errors.customDateRange}
          />
          <DateField
            label={t('eventTypes.question.latest')}
            name="customDateRange.endDate"
            value={range.endDate}
            onChange={(endDate) => onChange({ ...question, customDateRange: { ...range, endDate } })}
            error={errors['customDateRange.endDate']}
          />
        </div>
      )}
      {question.dateRangeType === 'DOB' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label={t('eventTypes.question.minAge')}
            min={1}
            value={dob.minYears}
            onValueChange={(v) => setDob({ minYears: v ?? Number.NaN })}
            error={errors['dobDateRange.minYears']}
          />
          <NumberField
            label={t('eventTypes.question.minDays')}
            min={0}
            value={dob.minDays}
            onValueChange={(v) => setDob({ minDays: v ?? Number.NaN })}
            error={errors['dobDateRange.minDays']}
          />
          <NumberField
            label={t('eventTypes.question.maxAge')}
            min={1}
            value={dob.maxYears}
            onValueChange={(v) => setDob({ maxYears: v ?? Number.NaN })}
            error={errors['dobDateRange.maxYears']}
          />
          <NumberField
            label={t('eventTypes.question.maxDays')}
            min={0}
            value={dob.maxDays}
            onValueChange={(v) => setDob({ maxDays: v ?? Number.NaN })}
            error={errors['dobDateRange.maxDays']}
          />
        </div>
      )}
    </div>
  );
}
