import type { EventQuestionType, Question } from '@kairos/core/events/question-schema';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { CheckboxField } from '../../../ui/components/checkbox-field';
import { SelectField } from '../../../ui/components/select-field';
import { TextField } from '../../../ui/components/text-field';
import type { FieldErrors } from '../../event-draft';
import {
  changeQuestionType,
  isChoiceType,
  PICKABLE_QUESTION_TYPES,
  QUESTION_TYPE_KEYS,
} from '../../question-editing';
import { AttachmentSettings, ChoiceOptions, DateSettings } from './question-type-settings';

interface QuestionEditorProps {
  question: Question;
  index: number;
  /** The name and email questions keep their type and stay required. */
  isEssential: boolean;
  onChange: (question: Question) => void;
  /** Messages by path inside the question: `content`, `listItems.1`. */
  errors: FieldErrors;
  /** The types offered (a routing form has fewer); booking-only options hide when they are given. */
  types?: readonly EventQuestionType[];
}

/** The settings of one question; those that only some types have appear for those types. */
export function QuestionEditor({
  question,
  index,
  isEssential,
  onChange,
  errors,
  types,
}: QuestionEditorProps) {
  const t = useDashboardT();
  const pickable = types ?? PICKABLE_QUESTION_TYPES;
  const isBooking = types === undefined;
  const typeOptions = pickable.includes(question.type) ? pickable : [question.type, ...pickable];
  return (
    <div className="space-y-4 border-t border-gray-100 bg-gray-50/60 p-4">
      <TextField
        label={t('eventTypes.question.question')}
        name={`questions.${index}.content`}
        value={question.content}
        onChange={(event) => onChange({ ...question, content: event.target.value })}
        error={errors.content}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('eventTypes.question.type')}
          options={typeOptions.map((type) => ({ value: type, label: t(QUESTION_TYPE_KEYS[type]) }))}
          value={question.type}
          disabled={isEssential}
          hint={isEssential ? t('eventTypes.question.essential') : undefined}
          onChange={(event) =>
            onChange(changeQuestionType(t, question, event.target.value as EventQuestionType))
          }
          error={errors.type}
        />
        <TextField
          label={t('eventTypes.question.name')}
          name={`questions.${index}.name`}
          value={question.name ?? ''}
          onChange={(event) => onChange({ ...question, name: event.target.value || undefined })}
          hint={t('eventTypes.question.nameHint')}
          error={errors.name}
        />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <CheckboxField
          label={t('eventTypes.question.required')}
          checked={question.required}
          disabled={isEssential}
          onChange={(required) => onChange({ ...question, required })}
        />
        {isBooking && (
          <CheckboxField
            label={t('eventTypes.question.autoFill')}
            description={t('eventTypes.question.autoFillHint')}
            checked={question.autoFill}
            onChange={(autoFill) => onChange({ ...question, autoFill })}
          />
        )}
        {isBooking && question.type === 'PHONE_NUMBER' && (
          <CheckboxField
            label={t('eventTypes.question.whatsapp')}
            checked={question.isWhatsapp}
            onChange={(isWhatsapp) => onChange({ ...question, isWhatsapp })}
          />
        )}
      </div>
      {isChoiceType(question.type) && (
        <ChoiceOptions question={question} onChange={onChange} errors={errors} />
      )}
      {question.type === 'ATTACHMENT' && (
        <AttachmentSettings question={question} onChange={onChange} errors={errors} />
      )}
      {question.type === 'DATE' && <DateSettings question={question} onChange={onChange} errors={errors} />}
    </div>
  );
}
